import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contas, escolas, usuarios } from '../../db/schema';
import { ORIGIN, type TestApp, createTestApp, signIn } from '../../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
const as = (who: string) => cookies[who]!;
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'empresa', 'gestor', 'professor', 'aluno', 'empresa2']) cookies[who] = await t.login(`${who}@demo.escola.br`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const list = async (who: string, q = '') => (await call('GET', `/api/usuarios${q}`, as(who))).json() as { itens: { id: string; email: string; tipo_usuario: string; updated_at: string; nome: string; escola_ids: string[] }[]; total: number };
const idOf = async (email: string) => (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;
const escolaId = async (nome: string) => (await t.database.db.select({ id: escolas.id }).from(escolas).where(eq(escolas.nome, nome)))[0]!.id;
const novo = (over: object = {}) => ({ nome: 'Marina Lopes', email: `marina.${Math.random().toString(36).slice(2, 8)}@valeverde.mg.gov.br`, senha: 'Professora#2026', tipo_usuario: 'professor', ...over });

describe('who sees whom', () => {
  it('answers 401 without a session and 403 for the aluno', async () => {
    expect((await call('GET', '/api/usuarios')).statusCode).toBe(401);
    expect((await call('POST', '/api/usuarios', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/usuarios', as('aluno'))).statusCode).toBe(403);
  });

  it('administrador lists administradores and empresas only', async () => {
    const { itens } = await list('admin', '?por_pagina=100');
    expect(new Set(itens.map((u) => u.tipo_usuario))).toEqual(new Set(['administrador', 'empresa']));
    expect(itens.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@demo.escola.br', 'empresa@demo.escola.br', 'empresa2@demo.escola.br']));
  });

  it('an empresa user lists only the other users of its own body; a gestor only those linked to its school', async () => {
    const vv = (await list('empresa', '?por_pagina=100')).itens.map((u) => u.email).sort();
    expect(vv).toEqual(['aluno@demo.escola.br', 'gestor@demo.escola.br', 'professor@demo.escola.br']);
    expect((await list('empresa2')).total).toBe(0);
    const gestorList = await list('gestor', '?por_pagina=100');
    expect(gestorList.total).toBe(3);
    const g = gestorList.itens.map((u) => u.email).sort();
    expect(g).toEqual(['aluno@demo.escola.br', 'gestor@demo.escola.br', 'professor@demo.escola.br']);
  });

  it('searches by name, e-mail and role label, and pages', async () => {
    expect((await list('empresa', '?busca=professor')).itens.map((u) => u.email)).toEqual(['professor@demo.escola.br']);
    expect((await list('empresa', '?busca=Ana%20Paula')).itens.map((u) => u.email)).toEqual(['gestor@demo.escola.br']);
    const page = await list('empresa', '?por_pagina=2&pagina=2');
    expect(page.itens).toHaveLength(1);
    expect(page.total).toBe(3);
  });

  it("another body's user is 404 with no data", async () => {
    const res = await call('GET', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, as('empresa2'));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('gestor@demo.escola.br');
    expect((await call('PUT', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, as('empresa2'), { ...novo(), updated_at: new Date().toISOString() })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, as('empresa2'))).statusCode).toBe(404);
  });
});

describe('creating', () => {
  it('gives the §5 messages per field', async () => {
    const res = await call('POST', '/api/usuarios', as('admin'), { nome: '', email: '', senha: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ nome: 'Nome é obrigatório', email: 'E-mail é obrigatório', senha: 'Senha é obrigatória' });
    const bad = await call('POST', '/api/usuarios', as('admin'), { nome: 'X', email: 'x@', senha: '123' });
    expect(bad.json().error.fields).toMatchObject({ email: 'E-mail inválido', senha: 'Senha deve ter pelo menos 6 caracteres' });
  });

  it('applies the empresa restrictions of §6 with their messages', async () => {
    const tipo = await call('POST', '/api/usuarios', as('empresa'), novo({ tipo_usuario: 'empresa' }));
    expect(tipo.statusCode).toBe(403);
    expect(tipo.json().error.message).toBe('Empresas só podem criar gestores, professores e alunos');
    const outra = (await t.database.db.select({ id: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.email, 'empresa2@demo.escola.br')))[0]!.id;
    const alheia = await call('POST', '/api/usuarios', as('empresa'), novo({ empresa_id: outra }));
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().error.message).toBe('Você não tem permissão para criar usuários nesta empresa');
  });

  it('creates a professor linked to a school; the new user signs in and sees it in scope', async () => {
    const escola = await escolaId('EMEF Tiradentes');
    const body = novo({ escola_ids: [escola] });
    const res = await call('POST', '/api/usuarios', as('empresa'), body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: body.email, tipo_usuario: 'professor', status: 'ativo', escola_ids: [escola] });
    const cookie = await t.login(body.email, body.senha);
    const me = (await call('GET', '/api/me', cookie)).json();
    expect(me.escopo.escola_ids).toEqual([escola]);
  });

  it('refuses a duplicate e-mail on the field, leaving nothing behind', async () => {
    const before = (await t.database.db.select().from(contas)).length;
    const res = await call('POST', '/api/usuarios', as('admin'), novo({ email: 'gestor@demo.escola.br', tipo_usuario: 'empresa', empresa_id: (await t.database.db.select({ id: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.email, 'empresa@demo.escola.br')))[0]!.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Já existe um usuário com este e-mail.');
    expect((await t.database.db.select().from(contas)).length).toBe(before);
  });
});

describe('editing and removing', () => {
  it('a new password replaces the old one and ends that user’s sessions', async () => {
    const body = novo();
    const created = (await call('POST', '/api/usuarios', as('empresa'), body)).json();
    const session = await t.login(body.email, body.senha);
    const res = await call('PUT', `/api/usuarios/${created.id}`, as('empresa'), { ...body, senha: 'OutraSenha#2026', updated_at: created.updated_at });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/me', session)).statusCode).toBe(401);
    expect((await signIn(t.app, body.email, body.senha)).statusCode).toBe(401);
    expect((await signIn(t.app, body.email, 'OutraSenha#2026')).statusCode).toBe(200);
  });

  it('a suspended user loses access at once; a stale version is refused with 409', async () => {
    const body = novo();
    const created = (await call('POST', '/api/usuarios', as('empresa'), body)).json();
    const session = await t.login(body.email, body.senha);
    const ok = await call('PUT', `/api/usuarios/${created.id}`, as('empresa'), { ...body, senha: '', status: 'suspenso', updated_at: created.updated_at });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/me', session)).statusCode).toBe(401);
    const stale = await call('PUT', `/api/usuarios/${created.id}`, as('empresa'), { ...body, senha: '', updated_at: created.updated_at });
    expect(stale.statusCode).toBe(409);
  });

  it('nobody removes their own access, and the last active administrador stays', async () => {
    const adminId = await idOf('admin@demo.escola.br');
    const self = (await call('GET', `/api/usuarios/${adminId}`, as('admin'))).json();
    const demote = await call('PUT', `/api/usuarios/${adminId}`, as('admin'), { nome: self.nome, email: self.email, tipo_usuario: 'empresa', status: 'ativo', updated_at: self.updated_at });
    expect(demote.statusCode).toBe(400);
    expect((await call('DELETE', `/api/usuarios/${adminId}`, as('admin'))).json().error.message).toBe('Você não pode remover o seu próprio acesso.');
  });

  it('empresa deletes a user of its body; the user can no longer sign in; gestor has no delete grant', async () => {
    const body = novo();
    const created = (await call('POST', '/api/usuarios', as('empresa'), body)).json();
    expect((await call('DELETE', `/api/usuarios/${created.id}`, as('gestor'))).statusCode).toBe(403);
    expect((await call('DELETE', `/api/usuarios/${created.id}`, as('empresa'))).statusCode).toBe(204);
    expect((await signIn(t.app, body.email, body.senha)).statusCode).toBe(401);
  });
});

describe('creation is one transaction', () => {
  it('when a later step fails, neither the user row nor its credential remains', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.database.db;
    await db.execute(sql`create function falha_forcada() returns trigger language plpgsql as $$ begin raise exception 'falha forçada'; end $$`);
    await db.execute(sql`create trigger falha_forcada before insert on usuarios_escolas for each row execute function falha_forcada()`);
    try {
      const contasAntes = (await db.select().from(contas)).length;
      const body = novo({ escola_ids: [await escolaId('EMEF Tiradentes')] });
      const res = await call('POST', '/api/usuarios', as('empresa'), body);
      expect(res.statusCode).toBe(500);
      expect(await db.select().from(usuarios).where(eq(usuarios.email, body.email))).toHaveLength(0);
      expect((await db.select().from(contas)).length).toBe(contasAntes);
      expect((await signIn(t.app, body.email, body.senha)).statusCode).toBe(401);
    } finally {
      await db.execute(sql`drop trigger falha_forcada on usuarios_escolas`);
      await db.execute(sql`drop function falha_forcada()`);
    }
  });
});
