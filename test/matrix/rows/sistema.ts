import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { arquivos, usuarios } from '../../../server/db/schema';
import { armazenamentoLocal } from '../../../server/services/storage';
import { ORIGIN } from '../../app';
import { PNG_1X1 } from '../../multipart';
import { current } from '../fixtures';
import { type Ctx, type Expect, FORBIDDEN_BUT_ADMIN, type Row, empresaOf, same } from '../types';

/**
 * A network's identity: the administrador any network's, the empresa its own (another's is
 * not there: 404), gestor, professor and aluno `demais` on their own network's.
 */
const IDENTIDADE = (ok: number, demais: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [demais, demais === ok ? 404 : demais],
  professor: [demais, demais === ok ? 404 : demais],
  aluno: [demais, demais === ok ? 404 : demais],
});

const EMAIL = { administrador: 'admin', empresa: 'empresa', gestor: 'gestor', professor: 'professor', aluno: 'aluno' } as const;

/** A photo of a user, stored as an upload would store it. */
async function fotoDe(c: Ctx, email: string) {
  const db = c.t.database.db;
  const [user] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  const id = crypto.randomUUID();
  const chave = `avatares/${id}.png`;
  await armazenamentoLocal(c.t.dataDir).arquivos.put(chave, PNG_1X1);
  await db.insert(arquivos).values({
    id,
    chave,
    finalidade: 'avatar',
    tipo_mime: 'image/png',
    tamanho: PNG_1X1.length,
    sha256: 'x'.repeat(64),
    usuario_id: user!.id,
  });
  return id;
}

async function logoPublico(c: Ctx) {
  const id = crypto.randomUUID();
  const chave = `logos/${id}.png`;
  await armazenamentoLocal(c.t.dataDir).arquivos.put(chave, PNG_1X1);
  await c.t.database.db.insert(arquivos).values({
    id,
    chave,
    finalidade: 'logo',
    tipo_mime: 'image/png',
    tamanho: PNG_1X1.length,
    sha256: 'x'.repeat(64),
    publico: true,
  });
  return id;
}

async function novoBackup(c: Ctx): Promise<string> {
  const res = await c.t.app.inject({ method: 'POST', url: '/api/backups', headers: { cookie: c.admin, origin: ORIGIN } });
  return res.json<{ nome: string }>().nome;
}

async function perfilAtual(c: Ctx) {
  const [u] = await c.t.database.db
    .select()
    .from(usuarios)
    .where(eq(usuarios.email, `${EMAIL[c.role]}@demo.escola.br`));
  return { nome: u!.nome, telefone: u!.telefone, updated_at: u!.updated_at.toISOString() };
}

/**
 * Settings, profile, files, customisation, dashboard and backup. These are
 * not tenant rows: "other" is another user's file, or the same system-wide setting. Uploads
 * go as JSON here (no file: 400 once access is granted); their own tests send real files.
 */
export const rows: Record<string, Row> = {
  'GET /api/publico/aparencia': {
    prepare: async () => ({ url: '/api/publico/aparencia' }),
    expect: same(200, 200, 200, 200, 200),
  },
  'GET /api/publico/arquivos/:id': {
    prepare: async (c) => ({ url: `/api/publico/arquivos/${await logoPublico(c)}` }),
    expect: same(200, 200, 200, 200, 200),
  },
  'GET /api/arquivos/:id': {
    prepare: async (c) => ({
      url: `/api/arquivos/${await fotoDe(c, c.tenant === 'own' ? `${EMAIL[c.role]}@demo.escola.br` : 'empresa2@demo.escola.br')}`,
    }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [200, 404], aluno: [200, 404] },
  },

  'GET /api/perfil': { prepare: async () => ({ url: '/api/perfil' }), expect: same(200, 200, 200, 200, 200) },
  'PUT /api/perfil': {
    prepare: async (c) => ({ url: '/api/perfil', payload: await perfilAtual(c) }),
    expect: same(200, 200, 200, 200, 200),
  },
  'POST /api/perfil/foto': {
    prepare: async () => ({ url: '/api/perfil/foto', payload: { arquivo: 'não é um arquivo' } }),
    expect: same(400, 400, 400, 400, 400),
  },
  'DELETE /api/perfil/foto': { prepare: async () => ({ url: '/api/perfil/foto' }), expect: same(200, 200, 200, 200, 200) },
  // Each person's own theme: everyone chooses theirs, for themself alone.
  'GET /api/perfil/tema': { prepare: async () => ({ url: '/api/perfil/tema' }), expect: same(200, 200, 200, 200, 200) },
  'PUT /api/perfil/tema': {
    prepare: async () => ({ url: '/api/perfil/tema', payload: { tema: null } }),
    expect: same(200, 200, 200, 200, 200),
  },

  // Each network's identity: the administrador reaches any network's, an empresa
  // its own (another's is 404), the other roles read only their own network's customisation.
  'GET /api/configuracoes/sistema': {
    prepare: async (c) => ({ url: `/api/configuracoes/sistema?empresa_id=${empresaOf(c)}` }),
    expect: IDENTIDADE(200, 403),
  },
  'PUT /api/configuracoes/sistema': {
    prepare: async (c) => {
      const url = `/api/configuracoes/sistema?empresa_id=${empresaOf(c)}`;
      return { url, payload: await current(c.t.app, c.admin, url) };
    },
    expect: IDENTIDADE(200, 403),
  },
  'GET /api/identidade': { prepare: async () => ({ url: '/api/identidade' }), expect: same(200, 200, 200, 200, 200) },

  'GET /api/customizacao': {
    prepare: async (c) => ({ url: `/api/customizacao?empresa_id=${empresaOf(c)}` }),
    expect: IDENTIDADE(200, 200),
  },
  'PUT /api/customizacao': {
    prepare: async (c) => {
      const url = `/api/customizacao?empresa_id=${empresaOf(c)}`;
      return { url, payload: await current(c.t.app, c.admin, url) };
    },
    expect: IDENTIDADE(200, 403),
  },
  'DELETE /api/customizacao': {
    prepare: async (c) => ({ url: `/api/customizacao?empresa_id=${empresaOf(c)}` }),
    expect: IDENTIDADE(200, 403),
  },
  'POST /api/customizacao/logo': {
    prepare: async () => ({ url: '/api/customizacao/logo', payload: { arquivo: 'x' } }),
    expect: same(400, 400, 403, 403, 403),
  },

  'GET /api/dashboard': { prepare: async () => ({ url: '/api/dashboard' }), expect: same(200, 200, 200, 200, 200) },
  // Only the gestor and the professor have closings to be late on; another network's class is simply not in their list.
  'GET /api/dashboard/fechamentos-atrasados': {
    prepare: async () => ({ url: '/api/dashboard/fechamentos-atrasados' }),
    expect: same(403, 403, 200, 200, 403),
  },

  'GET /api/backups': { prepare: async () => ({ url: '/api/backups' }), expect: FORBIDDEN_BUT_ADMIN(200) },
  'PUT /api/backups/configuracao': {
    prepare: async (c) => {
      const { configuracao } = await current(c.t.app, c.admin, '/api/backups');
      return { url: '/api/backups/configuracao', payload: configuracao as object };
    },
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'POST /api/backups': { prepare: async () => ({ url: '/api/backups' }), expect: FORBIDDEN_BUT_ADMIN(201) },
  'GET /api/backups/:nome': {
    prepare: async (c) => ({ url: `/api/backups/${await novoBackup(c)}` }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'DELETE /api/backups/:nome': {
    prepare: async (c) => ({ url: `/api/backups/${await novoBackup(c)}` }),
    expect: FORBIDDEN_BUT_ADMIN(204),
  },
  // Restoring here would end every other role's session; unconfirmed, access is still checked.
  'POST /api/backups/:nome/restaurar': {
    prepare: async (c) => ({ url: `/api/backups/${await novoBackup(c)}/restaurar`, payload: { confirmar: false } }),
    expect: FORBIDDEN_BUT_ADMIN(400),
  },
  'POST /api/backups/restaurar': {
    prepare: async () => ({ url: '/api/backups/restaurar', payload: { confirmar: true } }),
    expect: FORBIDDEN_BUT_ADMIN(400),
  },
};
