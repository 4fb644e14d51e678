import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissoesPadrao } from '../../../domain/permissions';
import type { TipoUsuario } from '../../../domain/roles';
import { alunos, matriculas, papeis, papeisPermissoes, permissoes, usuarios } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { idEmpresa, idEscola, idTurma } from '../../../test/demo';

const api = prepararApi();
const { enviar } = api;

const me = (cookie?: string) => enviar('GET', '/api/me', cookie);

const empresaId = (nome: string) => idEmpresa(api.db, nome);
const escolaId = (nome: string) => idEscola(api.db, nome);
const turmaId = (escola: string, nome: string) => idTurma(api.db, escola, nome);

const PRINCIPAL = 'EMEF Professora Maria das Dores Silva';
const VALE_VERDE = 'Prefeitura Municipal de Vale Verde';
const SERRA_AZUL = 'Governo do Estado de Serra Azul';

const ACCOUNTS: { email: string; tipo: TipoUsuario; nivel: number }[] = [
  { email: 'admin@demo.escola.br', tipo: 'administrador', nivel: 1 },
  { email: 'empresa@demo.escola.br', tipo: 'empresa', nivel: 2 },
  { email: 'gestor@demo.escola.br', tipo: 'gestor', nivel: 3 },
  { email: 'professor@demo.escola.br', tipo: 'professor', nivel: 4 },
  { email: 'aluno@demo.escola.br', tipo: 'aluno', nivel: 5 },
];

describe('GET /api/me — who am I, per demo role', () => {
  for (const { email, tipo, nivel } of ACCOUNTS) {
    it(`${tipo}: identity, role ${tipo} (nível ${nivel}) and exactly the default grants`, async () => {
      const res = await me(await api.entrar(email));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.usuario).toMatchObject({ email, tipo_usuario: tipo, papel_nome: tipo, papel_nivel: nivel });
      expect(body.usuario.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.permissoes).toEqual([...permissoesPadrao(tipo)].sort());
    });
  }
});

describe('GET /api/me — data scope', () => {
  it('administrador: global, no ids', async () => {
    const { escopo } = (await me(await api.entrar('admin@demo.escola.br'))).json();
    expect(escopo).toEqual({ tipo: 'global', empresa_id: null, escola_ids: [], turma_ids: [], aluno_id: null });
  });

  it('empresa: its own education body', async () => {
    const { escopo } = (await me(await api.entrar('empresa@demo.escola.br'))).json();
    expect(escopo).toEqual({
      tipo: 'empresa',
      empresa_id: await empresaId(VALE_VERDE),
      escola_ids: [],
      turma_ids: [],
      aluno_id: null,
    });
    const other = (await me(await api.entrar('empresa2@demo.escola.br'))).json().escopo;
    expect(other.empresa_id).toBe(await empresaId(SERRA_AZUL));
  });

  it('gestor: exactly its one school', async () => {
    const { escopo } = (await me(await api.entrar('gestor@demo.escola.br'))).json();
    expect(escopo.tipo).toBe('escolas');
    expect(escopo.empresa_id).toBe(await empresaId(VALE_VERDE));
    expect(escopo.escola_ids).toEqual([await escolaId(PRINCIPAL)]);
    expect(escopo.turma_ids).toEqual([]);
  });

  it('professor: the classes it teaches (6º Ano A and B), not 7º Ano A', async () => {
    const { escopo } = (await me(await api.entrar('professor@demo.escola.br'))).json();
    const escola = await escolaId(PRINCIPAL);
    expect(escopo.tipo).toBe('turmas');
    expect(escopo.escola_ids).toEqual([escola]);
    expect([...escopo.turma_ids].sort()).toEqual([await turmaId(escola, '6º Ano A'), await turmaId(escola, '6º Ano B')].sort());
    expect(escopo.turma_ids).not.toContain(await turmaId(escola, '7º Ano A'));
  });

  it('aluno: its own student record and its class', async () => {
    const res = await me(await api.entrar('aluno@demo.escola.br'));
    const { usuario, escopo } = res.json();
    const [record] = await api.db.select({ id: alunos.id }).from(alunos).where(eq(alunos.usuario_id, usuario.id));
    const escola = await escolaId(PRINCIPAL);
    expect(escopo).toEqual({
      tipo: 'aluno',
      empresa_id: await empresaId(VALE_VERDE),
      escola_ids: [escola],
      turma_ids: [await turmaId(escola, '6º Ano A')],
      aluno_id: record!.id,
    });
    const enrolled = await api.db.select().from(matriculas).where(eq(matriculas.aluno_id, record!.id));
    expect(enrolled).toHaveLength(1);
  });
});

describe('GET /api/me — without a valid session', () => {
  it('401 without a cookie', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect(res.json().usuario).toBeUndefined();
  });

  it('401 with a garbage cookie', async () => {
    for (const cookie of ['gestao.session_token=lixo', 'gestao.session_token=abc.def', 'outra=1']) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

/** Routes that need a role: each must refuse a user who has none. */
const ROLE_ROUTES = ['/api/notificacoes', '/api/navegacao/escolas', '/api/escolas'];

describe('a user without an active role', () => {
  it('deactivated role: /api/me answers with no role and no grants; every other route 403', async () => {
    const cookie = await api.entrar('gestor@demo.escola.br');
    for (const url of ROLE_ROUTES) expect((await enviar('GET', url, cookie)).statusCode).toBe(200);

    await api.db.update(papeis).set({ ativo: false }).where(eq(papeis.nome, 'gestor'));
    try {
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().usuario).toMatchObject({
        email: 'gestor@demo.escola.br',
        tipo_usuario: 'gestor',
        papel_nome: null,
        papel_nivel: null,
      });
      expect(res.json().permissoes).toEqual([]);
      // No role, no data: the scope names no company, school, class or student.
      expect(res.json().escopo).toEqual({ tipo: 'nenhum', empresa_id: null, escola_ids: [], turma_ids: [], aluno_id: null });
      for (const url of ROLE_ROUTES) {
        const denied = await enviar('GET', url, cookie);
        expect(denied.statusCode, url).toBe(403);
        expect(denied.json().error.code).toBe('FORBIDDEN');
        expect(denied.json().itens).toBeUndefined();
      }
    } finally {
      await api.db.update(papeis).set({ ativo: true }).where(eq(papeis.nome, 'gestor'));
    }
    // Reactivating restores access on the very next request.
    expect((await me(cookie)).json().usuario.papel_nome).toBe('gestor');
    expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(200);
  });

  it('no role matching tipo_usuario: same — identity only, 403 elsewhere (never administrador)', async () => {
    const cookie = await api.entrar('professor@demo.escola.br');
    await api.db.update(papeis).set({ nome: 'professor-renomeado' }).where(eq(papeis.nome, 'professor'));
    try {
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().usuario).toMatchObject({ tipo_usuario: 'professor', papel_nome: null, papel_nivel: null });
      expect(res.json().permissoes).toEqual([]);
      expect(res.json().escopo).toEqual({ tipo: 'nenhum', empresa_id: null, escola_ids: [], turma_ids: [], aluno_id: null });
      for (const url of ROLE_ROUTES) expect((await enviar('GET', url, cookie)).statusCode, url).toBe(403);
    } finally {
      await api.db.update(papeis).set({ nome: 'professor' }).where(eq(papeis.nome, 'professor-renomeado'));
    }
    expect((await me(cookie)).json().usuario.papel_nome).toBe('professor');
  });

  it('a custom role assigned through papel_id wins over tipo_usuario', async () => {
    const db = api.db;
    const [custom] = await db.insert(papeis).values({ nome: 'Coordenação', nivel: 6 }).returning();
    const [ler] = await db.select({ id: permissoes.id }).from(permissoes).where(eq(permissoes.nome, 'notas.ler'));
    await db.insert(papeisPermissoes).values({ papel_id: custom!.id, permissao_id: ler!.id });
    await db.update(usuarios).set({ papel_id: custom!.id }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    try {
      const cookie = await api.entrar('empresa2@demo.escola.br');
      const res = (await me(cookie)).json();
      expect(res.usuario).toMatchObject({ tipo_usuario: 'empresa', papel_nome: 'Coordenação', papel_nivel: 6 });
      expect(res.permissoes).toEqual(['notas.ler']);
      expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(403);
    } finally {
      await db.update(usuarios).set({ papel_id: null }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
      await db.delete(papeis).where(eq(papeis.id, custom!.id));
    }
  });
});

describe('grants are read on every request', () => {
  it("revoking gestor's escolas.ler denies /api/escolas at once; granting it back restores it", async () => {
    const db = api.db;
    const cookie = await api.entrar('gestor@demo.escola.br');
    const [role] = await db.select({ id: papeis.id }).from(papeis).where(eq(papeis.nome, 'gestor'));
    const [perm] = await db.select({ id: permissoes.id }).from(permissoes).where(eq(permissoes.nome, 'escolas.ler'));
    expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(200);

    await db
      .delete(papeisPermissoes)
      .where(and(eq(papeisPermissoes.papel_id, role!.id), eq(papeisPermissoes.permissao_id, perm!.id)));
    try {
      const denied = await enviar('GET', '/api/escolas', cookie);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.code).toBe('FORBIDDEN');
      expect((await enviar('GET', `/api/escolas/${await escolaId(PRINCIPAL)}`, cookie)).statusCode).toBe(403);
      const after = (await me(cookie)).json().permissoes;
      expect(after).not.toContain('escolas.ler');
      expect(after).toEqual(
        permissoesPadrao('gestor')
          .filter((p) => p !== 'escolas.ler')
          .sort(),
      );
      // Other grants and own-data routes are untouched.
      expect((await enviar('GET', '/api/notificacoes', cookie)).statusCode).toBe(200);
    } finally {
      await db.insert(papeisPermissoes).values({ papel_id: role!.id, permissao_id: perm!.id }).onConflictDoNothing();
    }
    expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(200);
    expect((await me(cookie)).json().permissoes).toContain('escolas.ler');
  });

  it('a grant added to aluno takes effect on the next request', async () => {
    const db = api.db;
    const cookie = await api.entrar('aluno@demo.escola.br');
    expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(403);
    const [role] = await db.select({ id: papeis.id }).from(papeis).where(eq(papeis.nome, 'aluno'));
    const [perm] = await db.select({ id: permissoes.id }).from(permissoes).where(eq(permissoes.nome, 'escolas.ler'));
    await db.insert(papeisPermissoes).values({ papel_id: role!.id, permissao_id: perm!.id });
    try {
      const res = await enviar('GET', '/api/escolas', cookie);
      expect(res.statusCode).toBe(200);
      // Still inside the student's own scope: only its school.
      expect(res.json().itens.map((e: { nome: string }) => e.nome)).toEqual([PRINCIPAL]);
    } finally {
      await db
        .delete(papeisPermissoes)
        .where(and(eq(papeisPermissoes.papel_id, role!.id), eq(papeisPermissoes.permissao_id, perm!.id)));
    }
    expect((await enviar('GET', '/api/escolas', cookie)).statusCode).toBe(403);
  });
});
