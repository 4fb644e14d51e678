import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestApp, createTestApp } from '../../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'empresa', 'gestor', 'professor', 'aluno']) cookies[u] = await t.login(`${u}@demo.escola.br`);
});
afterAll(() => t.close());

const get = (url: string, user?: string) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] } : {} });
const put = (user: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/configuracoes/sistema', headers: { origin: ORIGIN, ...(user ? { cookie: cookies[user] } : {}) }, payload });

const VALIDO = {
  nomeInstituicao: 'Rede Municipal de Vale Verde',
  anoLetivo: 2026,
  email: 'contato@valeverde.mg.gov.br',
  telefone: '(35) 3521-0000',
  endereco: 'Praça da Matriz, 100',
  timezone: 'America/Manaus',
  tema: 'dark',
};

describe('configurações do sistema', () => {
  it('needs a session, and is the administrador\'s only (an empresa holds configuracoes.* but is refused too)', async () => {
    expect((await get('/api/configuracoes/sistema')).statusCode).toBe(401);
    expect((await put(undefined, { ...VALIDO, updated_at: null })).statusCode).toBe(401);
    for (const u of ['empresa', 'gestor', 'professor', 'aluno']) {
      const read = await get('/api/configuracoes/sistema', u);
      expect(read.statusCode, u).toBe(403);
      expect(read.body).not.toContain('gestaoescolar');
      const write = await put(u, { ...VALIDO, updated_at: null });
      expect(write.statusCode, u).toBe(403);
    }
    expect((await get('/api/publico/instituicao')).json().email).toBe('contato@demo.escola.br');
  });

  it('shows the stored settings (the demo network\'s) with their version', async () => {
    const res = await get('/api/configuracoes/sistema', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomeInstituicao: 'Rede de Ensino de Vale Verde', email: 'contato@demo.escola.br', timezone: 'America/Sao_Paulo', tema: 'light' });
    expect(res.json().updated_at).toEqual(expect.any(String));
  });

  it('answers bad input with the field messages', async () => {
    const res = await put('admin', { ...VALIDO, nomeInstituicao: ' ', anoLetivo: 1800, email: 'sem-arroba', timezone: 'Europe/Lisbon', tema: 'roxo', updated_at: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nomeInstituicao: 'Nome da instituição é obrigatório',
      anoLetivo: 'Ano letivo deve ser um ano entre 2000 e 2100',
      email: 'E-mail inválido',
      timezone: 'Fuso horário inválido',
      tema: 'Tema inválido',
    });
  });

  it('saves, and the landing contact, the theme and the time zone follow at once', async () => {
    // A "first save" over a stored setting loses: someone saved it before.
    expect((await put('admin', { ...VALIDO, updated_at: null })).statusCode).toBe(409);
    const loaded = (await get('/api/configuracoes/sistema', 'admin')).json();
    const res = await put('admin', { ...VALIDO, updated_at: loaded.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...VALIDO });
    expect(saved.updated_at).toEqual(expect.any(String));

    expect((await get('/api/publico/instituicao')).json()).toEqual({ nome: 'Rede Municipal de Vale Verde', email: 'contato@valeverde.mg.gov.br' });
    expect((await get('/api/publico/aparencia')).json()).toMatchObject({ tema: 'dark', timezone: 'America/Manaus', anoLetivo: 2026, nome: 'Rede Municipal de Vale Verde' });

    const next = await put('admin', { ...VALIDO, tema: 'auto', updated_at: saved.updated_at });
    expect(next.statusCode).toBe(200);
    const stale = await put('admin', { ...VALIDO, tema: 'light', updated_at: saved.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    expect((await get('/api/publico/aparencia')).json().tema).toBe('auto');
  });
});
