import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestApp, createTestApp } from '../../../test/app';
import * as schema from '../../db/schema';

let t: TestApp;
const cookies: Record<string, string> = {};
let valeVerde: string;
let serraAzul: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'empresa', 'empresa2', 'gestor', 'professor', 'aluno'])
    cookies[u] = await t.login(`${u}@demo.escola.br`);
  const empresas = await t.database.db.select({ id: schema.empresas.id, nome: schema.empresas.nome }).from(schema.empresas);
  valeVerde = empresas.find((e) => e.nome.includes('Vale Verde'))!.id;
  serraAzul = empresas.find((e) => e.nome.includes('Serra Azul'))!.id;
});
afterAll(() => t.close());

const get = (url: string, user?: string) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: cookies[user] } : {} });
const put = (user: string | undefined, payload: object, query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/configuracoes/sistema${query}`,
    headers: { origin: ORIGIN, ...(user ? { cookie: cookies[user] } : {}) },
    payload,
  });

const VALIDO = {
  nomeInstituicao: 'Rede Municipal de Vale Verde',
  anoLetivo: 2026,
  email: 'contato@valeverde.mg.gov.br',
  telefone: '(35) 3521-0000',
  endereco: 'Praça da Matriz, 100',
  timezone: 'America/Manaus',
  tema: 'dark',
};

describe('configurações do sistema: a identidade de cada rede (issue 10 §1)', () => {
  it("needs a session; gestor, professor and aluno are refused; an empresa reads its own network's", async () => {
    expect((await get('/api/configuracoes/sistema')).statusCode).toBe(401);
    expect((await put(undefined, { ...VALIDO, updated_at: null })).statusCode).toBe(401);
    for (const u of ['gestor', 'professor', 'aluno']) {
      const read = await get('/api/configuracoes/sistema', u);
      expect(read.statusCode, u).toBe(403);
      expect(read.body).not.toContain('Vale Verde');
      expect((await put(u, { ...VALIDO, updated_at: null })).statusCode, u).toBe(403);
    }
    const vv = await get('/api/configuracoes/sistema', 'empresa');
    expect(vv.statusCode).toBe(200);
    expect(vv.json()).toMatchObject({
      empresa_id: valeVerde,
      nomeInstituicao: 'Rede de Ensino de Vale Verde',
      timezone: 'America/Sao_Paulo',
    });
    const sa = await get('/api/configuracoes/sistema', 'empresa2');
    expect(sa.json()).toMatchObject({
      empresa_id: serraAzul,
      nomeInstituicao: 'Rede Estadual de Serra Azul',
      timezone: 'America/Cuiaba',
    });
    expect(sa.body).not.toContain('Vale Verde');
  });

  it("another network's settings are not there for an empresa (404, nothing of them)", async () => {
    const res = await get(`/api/configuracoes/sistema?empresa_id=${valeVerde}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vale Verde');
    const w = await put('empresa2', { ...VALIDO, updated_at: null }, `?empresa_id=${valeVerde}`);
    expect(w.statusCode).toBe(404);
    expect((await get('/api/configuracoes/sistema', 'empresa')).json().nomeInstituicao).toBe('Rede de Ensino de Vale Verde');
  });

  it("the administrador reads the platform's neutral default, or any network it picks", async () => {
    const res = await get('/api/configuracoes/sistema', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      empresa_id: null,
      nomeInstituicao: 'Gestão Escolar',
      email: 'contato@demo.escola.br',
      timezone: 'America/Sao_Paulo',
      tema: 'light',
    });
    expect(res.json().updated_at).toEqual(expect.any(String));
    expect((await get(`/api/configuracoes/sistema?empresa_id=${serraAzul}`, 'admin')).json().nomeInstituicao).toBe(
      'Rede Estadual de Serra Azul',
    );
    expect((await get('/api/configuracoes/sistema?empresa_id=00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(
      404,
    );
    expect((await get('/api/publico/instituicao')).json()).toEqual({ nome: 'Gestão Escolar', email: 'contato@demo.escola.br' });
  });

  it('answers bad input with the field messages', async () => {
    const res = await put('admin', {
      ...VALIDO,
      nomeInstituicao: ' ',
      anoLetivo: 1800,
      email: 'sem-arroba',
      timezone: 'Europe/Lisbon',
      tema: 'roxo',
      updated_at: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nomeInstituicao: 'Nome da instituição é obrigatório',
      anoLetivo: 'Ano letivo deve ser um ano entre 2000 e 2100',
      email: 'E-mail inválido',
      timezone: 'Fuso horário inválido',
      tema: 'Tema inválido',
    });
    const id = await get('/api/configuracoes/sistema?empresa_id=xyz', 'admin');
    expect(id.statusCode).toBe(400);
    expect(id.json().error.fields.empresa_id).toBe('Identificador inválido');
  });

  it("an empresa saves its own: its users' identity follows, the other network and the landing page do not", async () => {
    const loaded = (await get('/api/configuracoes/sistema', 'empresa')).json();
    // A "first save" over a stored setting loses: someone saved it before.
    expect((await put('empresa', { ...VALIDO, updated_at: null })).statusCode).toBe(409);
    const res = await put('empresa', { ...VALIDO, updated_at: loaded.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...VALIDO, empresa_id: valeVerde });

    expect((await get('/api/identidade', 'aluno')).json()).toMatchObject({
      empresa_id: valeVerde,
      nome: 'Rede Municipal de Vale Verde',
      tema: 'dark',
      timezone: 'America/Manaus',
    });
    expect((await get('/api/identidade', 'empresa2')).json()).toMatchObject({
      nome: 'Rede Estadual de Serra Azul',
      timezone: 'America/Cuiaba',
    });
    expect((await get('/api/identidade', 'admin')).json()).toMatchObject({ empresa_id: null, nome: 'Gestão Escolar' });
    expect((await get('/api/publico/aparencia')).json()).toMatchObject({ nome: 'Gestão Escolar', tema: 'light' });
    expect((await get('/api/dashboard', 'gestor')).json().calendario).toEqual({ ano_letivo: 2026, timezone: 'America/Manaus' });

    const stale = await put('empresa', { ...VALIDO, tema: 'light', updated_at: loaded.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    );
  });

  it("the administrador saves the platform's default: the landing page follows, the networks keep their own", async () => {
    const loaded = (await get('/api/configuracoes/sistema', 'admin')).json();
    const res = await put('admin', {
      ...VALIDO,
      nomeInstituicao: 'Plataforma Escolar',
      email: 'contato@plataforma.org.br',
      timezone: 'America/Rio_Branco',
      tema: 'auto',
      updated_at: loaded.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/publico/instituicao')).json()).toEqual({
      nome: 'Plataforma Escolar',
      email: 'contato@plataforma.org.br',
    });
    expect((await get('/api/publico/aparencia')).json()).toMatchObject({
      tema: 'auto',
      timezone: 'America/Rio_Branco',
      nome: 'Plataforma Escolar',
    });
    expect((await get('/api/identidade', 'empresa2')).json().nome).toBe('Rede Estadual de Serra Azul');
  });

  it('the administrador edits a network it picks', async () => {
    const loaded = (await get(`/api/configuracoes/sistema?empresa_id=${serraAzul}`, 'admin')).json();
    const res = await put(
      'admin',
      { ...VALIDO, nomeInstituicao: 'Seduc Serra Azul', timezone: 'America/Cuiaba', updated_at: loaded.updated_at },
      `?empresa_id=${serraAzul}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/identidade', 'empresa2')).json().nome).toBe('Seduc Serra Azul');
    expect((await get('/api/identidade', 'empresa')).json().nome).toBe('Rede Municipal de Vale Verde');
  });
});
