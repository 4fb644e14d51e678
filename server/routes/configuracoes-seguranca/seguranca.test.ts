import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, sessoes, usuarios } from '../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import { ajustarSeguranca, call } from '../../../test/seguranca';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.escola.br');
});
afterAll(() => t.close());

const URL = '/api/configuracoes/seguranca';
const me = (cookie: string) => call(t.app, 'GET', '/api/me', cookie);

describe('GET/PUT /api/configuracoes/seguranca', () => {
  it('answers 401 without a session, and 403 to everyone but administradores', async () => {
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401);
    for (const email of ['empresa@demo.escola.br', 'gestor@demo.escola.br']) {
      const cookie = await t.login(email);
      const res = await call(t.app, 'GET', URL, cookie);
      expect(res.statusCode).toBe(403);
      // The empresa role holds 'configuracoes.gerenciar', and still Segurança is not for it.
      if (email.startsWith('empresa'))
        expect(res.json().error.message).toBe('Apenas administradores podem acessar as configurações de segurança.');
      // Refused before the body is looked at: a bad body still gets 403, not field messages.
      expect((await call(t.app, 'PUT', URL, cookie, { complexidade: 'nenhuma' })).statusCode).toBe(403);
    }
  });

  it('starts from the spec defaults: Alta, 8 hours, 3 attempts, two-factor not required, audit on', async () => {
    const res = await call(t.app, 'GET', URL, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      complexidade: 'alta',
      sessaoHoras: 8,
      tentativasLogin: 3,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: null,
    });
  });

  it('refuses bad values with a message per field', async () => {
    const res = await call(t.app, 'PUT', URL, admin, {
      complexidade: 'maxima',
      sessaoHoras: 3,
      tentativasLogin: 0,
      exigirDoisFatores: 'sim',
      auditoria: true,
      updated_at: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      complexidade: 'Escolha Baixa, Média ou Alta.',
      sessaoHoras: 'Escolha 2, 4, 8 ou 24 horas.',
      tentativasLogin: 'Informe um número de tentativas entre 1 e 10.',
    });
    expect(res.json().error.fields.exigirDoisFatores).toBeTruthy();
  });

  it('saves with the loaded version, refuses a stale one with 409, and audits the change with before and after', async () => {
    const first = await call(t.app, 'PUT', URL, admin, {
      complexidade: 'media',
      sessaoHoras: 8,
      tentativasLogin: 5,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ complexidade: 'media', tentativasLogin: 5 });
    const version = first.json().updated_at;
    expect(version).toBeTruthy();

    const again = await call(t.app, 'PUT', URL, admin, {
      complexidade: 'baixa',
      sessaoHoras: 8,
      tentativasLogin: 5,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    );

    const second = await call(t.app, 'PUT', URL, admin, {
      complexidade: 'alta',
      sessaoHoras: 8,
      tentativasLogin: 3,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: version,
    });
    expect(second.statusCode).toBe(200);
    expect((await call(t.app, 'PUT', URL, admin, { ...second.json(), updated_at: version })).statusCode).toBe(409);
    expect((await call(t.app, 'GET', URL, admin)).json()).toEqual(second.json());

    const [entry] = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'configuracao'), eq(auditoria.entidade_id, 'seguranca')))
      .orderBy(desc(auditoria.created_at))
      .limit(1);
    expect(entry).toMatchObject({
      acao: 'atualizar',
      usuario_email: 'admin@demo.escola.br',
      antes: { complexidade: 'media', tentativasLogin: 5 },
      depois: { complexidade: 'alta', tentativasLogin: 3 },
    });
    expect(entry!.ip).toBeTruthy();
  });
});

describe('session expiry', () => {
  it('gives new sessions the configured number of hours', async () => {
    await ajustarSeguranca(t.app, admin, { sessaoHoras: 2 });
    await t.login('aluno@demo.escola.br');
    const [aluno] = await t.database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, 'aluno@demo.escola.br'));
    const [sessao] = await t.database.db
      .select()
      .from(sessoes)
      .where(eq(sessoes.userId, aluno!.id))
      .orderBy(desc(sessoes.createdAt))
      .limit(1);
    const horas = (sessao!.expiresAt.getTime() - sessao!.createdAt.getTime()) / 3_600_000;
    expect(horas).toBeGreaterThan(1.99);
    expect(horas).toBeLessThan(2.01);
    await ajustarSeguranca(t.app, admin, { sessaoHoras: 8 });
  });

  it('a shorter expiry ends, at its next request, a session older than that; younger ones go on', async () => {
    const velha = await t.login('professor@demo.escola.br');
    const nova = await t.login('gestor@demo.escola.br');
    const [prof] = await t.database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, 'professor@demo.escola.br'));
    // The professor signed in three hours ago (under the 8-hour setting, so still valid).
    await t.database.db
      .update(sessoes)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(sessoes.userId, prof!.id));
    expect((await me(velha)).statusCode).toBe(200);

    await ajustarSeguranca(t.app, admin, { sessaoHoras: 2 });
    const depois = await me(velha);
    expect(depois.statusCode).toBe(401);
    expect(depois.json().error.code).toBe('UNAUTHENTICATED');
    expect((await me(nova)).statusCode).toBe(200);

    // Raising it again does not bring an ended session back, nor stretch the open ones.
    await ajustarSeguranca(t.app, admin, { sessaoHoras: 24 });
    expect((await me(velha)).statusCode).toBe(401);
    expect((await me(nova)).statusCode).toBe(200);
  });
});
