import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, sessoes, usuarios } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca } from '../../../test/seguranca';
import { esperaCamposIncluem, esperaMensagem } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';

const api = prepararApi();
const { enviar } = api;

const URL = '/api/configuracoes/seguranca';
const me = (cookie: string) => enviar('GET', '/api/me', cookie);

describe('GET/PUT /api/configuracoes/seguranca', () => {
  it('answers 401 without a session, and 403 to everyone but administradores', async () => {
    expect((await enviar('GET', URL)).statusCode).toBe(401);
    for (const email of ['empresa@demo.escola.br', 'gestor@demo.escola.br']) {
      const cookie = await api.entrar(email);
      const res = await enviar('GET', URL, cookie);
      expect(res.statusCode).toBe(403);
      // The empresa role holds 'configuracoes.gerenciar', and still Segurança is not for it.
      if (email.startsWith('empresa'))
        expect(res.json().error.message).toBe('Apenas administradores podem acessar as configurações de segurança.');
      // Refused before the body is looked at: a bad body still gets 403, not field messages.
      expect((await enviar('PUT', URL, cookie, { complexidade: 'nenhuma' })).statusCode).toBe(403);
    }
  });

  it('starts from the spec defaults: Alta, 8 hours, 3 attempts, two-factor not required, audit on', async () => {
    const res = await enviar('GET', URL, 'admin');
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
    const res = await enviar('PUT', URL, 'admin', {
      complexidade: 'maxima',
      sessaoHoras: 3,
      tentativasLogin: 0,
      exigirDoisFatores: 'sim',
      auditoria: true,
      updated_at: null,
    });
    esperaCamposIncluem(res, {
      complexidade: 'Escolha Baixa, Média ou Alta.',
      sessaoHoras: 'Escolha 2, 4, 8 ou 24 horas.',
      tentativasLogin: 'Informe um número de tentativas entre 1 e 10.',
    });
    expect(res.json().error.fields.exigirDoisFatores).toBeTruthy();
  });

  it('saves with the loaded version, refuses a stale one with 409, and audits the change with before and after', async () => {
    const first = await enviar('PUT', URL, 'admin', {
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

    const again = await enviar('PUT', URL, 'admin', {
      complexidade: 'baixa',
      sessaoHoras: 8,
      tentativasLogin: 5,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: null,
    });
    esperaMensagem(again, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');

    const second = await enviar('PUT', URL, 'admin', {
      complexidade: 'alta',
      sessaoHoras: 8,
      tentativasLogin: 3,
      exigirDoisFatores: false,
      auditoria: true,
      updated_at: version,
    });
    expect(second.statusCode).toBe(200);
    expect((await enviar('PUT', URL, 'admin', { ...second.json(), updated_at: version })).statusCode).toBe(409);
    expect((await enviar('GET', URL, 'admin')).json()).toEqual(second.json());

    const entry = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.entidade, 'configuracao'), eq(auditoria.entidade_id, 'seguranca')),
    );
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
    await ajustarSeguranca(api, 'admin', { sessaoHoras: 2 });
    await api.entrar('aluno@demo.escola.br');
    const [aluno] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'aluno@demo.escola.br'));
    const [sessao] = await api.db
      .select()
      .from(sessoes)
      .where(eq(sessoes.userId, aluno!.id))
      .orderBy(desc(sessoes.createdAt))
      .limit(1);
    const horas = (sessao!.expiresAt.getTime() - sessao!.createdAt.getTime()) / 3_600_000;
    expect(horas).toBeGreaterThan(1.99);
    expect(horas).toBeLessThan(2.01);
    await ajustarSeguranca(api, 'admin', { sessaoHoras: 8 });
  });

  it('a shorter expiry ends, at its next request, a session older than that; younger ones go on', async () => {
    const velha = await api.entrar('professor@demo.escola.br');
    const nova = await api.entrar('gestor@demo.escola.br');
    const [prof] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
    // The professor signed in three hours ago (under the 8-hour setting, so still valid).
    await api.db
      .update(sessoes)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(sessoes.userId, prof!.id));
    expect((await me(velha)).statusCode).toBe(200);

    await ajustarSeguranca(api, 'admin', { sessaoHoras: 2 });
    const depois = await me(velha);
    expect(depois.statusCode).toBe(401);
    expect(depois.json().error.code).toBe('UNAUTHENTICATED');
    expect((await me(nova)).statusCode).toBe(200);

    // Raising it again does not bring an ended session back, nor stretch the open ones.
    await ajustarSeguranca(api, 'admin', { sessaoHoras: 24 });
    expect((await me(velha)).statusCode).toBe(401);
    expect((await me(nova)).statusCode).toBe(200);
  });
});
