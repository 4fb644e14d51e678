import { eq } from 'drizzle-orm';
import { PREFERENCIAS_PADRAO } from '../../../domain/settings/notificacoes';
import { caixaSaida, preferenciasNotificacao, usuarios } from '../../../server/db/schema';
import { current } from '../fixtures';
import { type Ctx, FORBIDDEN_BUT_ADMIN, type Row, same } from '../types';

const emailDe = (c: Ctx) => `${c.role === 'administrador' ? 'admin' : c.role}@demo.escola.br`;

/** The role's own notification toggles, sent back unchanged with their version. */
async function minhasPreferencias(c: Ctx) {
  const db = c.t.database.db;
  const [u] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, emailDe(c)));
  const [p] = await db.select().from(preferenciasNotificacao).where(eq(preferenciasNotificacao.usuario_id, u!.id));
  const { usuario_id: _id, updated_at, ...valores } = p ?? { ...PREFERENCIAS_PADRAO, usuario_id: u!.id, updated_at: null };
  return { ...valores, updated_at: updated_at ? updated_at.toISOString() : null };
}

async function mensagemNova(c: Ctx) {
  const [row] = await c.t.database.db
    .insert(caixaSaida)
    .values({ canal: 'email', para: 'matriz@teste.br', assunto: 'Matriz', corpo_texto: 'Olá', status: 'retido' })
    .returning();
  return row!.id;
}

/**
 * Security and notification settings. Segurança, the audit log and the
 * outbox are for administradores only; none of these is tenant data, so own and other agree.
 */
export const rows: Record<string, Row> = {
  'GET /api/configuracoes/seguranca': {
    prepare: async () => ({ url: '/api/configuracoes/seguranca' }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'PUT /api/configuracoes/seguranca': {
    prepare: async (c) => ({
      url: '/api/configuracoes/seguranca',
      payload: await current(c.t.app, c.admin, '/api/configuracoes/seguranca'),
    }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'GET /api/configuracoes/notificacoes': {
    prepare: async () => ({ url: '/api/configuracoes/notificacoes' }),
    expect: same(200, 200, 200, 200, 200),
  },
  'PUT /api/configuracoes/notificacoes': {
    prepare: async (c) => ({ url: '/api/configuracoes/notificacoes', payload: await minhasPreferencias(c) }),
    expect: same(200, 200, 200, 200, 200),
  },
  'GET /api/auditoria': { prepare: async () => ({ url: '/api/auditoria' }), expect: FORBIDDEN_BUT_ADMIN(200) },
  'GET /api/auditoria/exportar': {
    prepare: async () => ({ url: '/api/auditoria/exportar?acao=login' }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'GET /api/caixa-saida': { prepare: async () => ({ url: '/api/caixa-saida' }), expect: FORBIDDEN_BUT_ADMIN(200) },
  'GET /api/caixa-saida/:id': {
    prepare: async (c) => ({ url: `/api/caixa-saida/${await mensagemNova(c)}` }),
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'GET /api/seguranca/dois-fatores': {
    prepare: async () => ({ url: '/api/seguranca/dois-fatores' }),
    expect: same(200, 200, 200, 200, 200),
  },
};
