import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;

const put = (user: string | undefined, payload: object, query = '') =>
  enviar('PUT', `/api/configuracoes/sistema${query}`, user, payload);

const VALIDO = {
  nomeInstituicao: 'Rede Municipal de Vale Verde',
  anoLetivo: 2026,
  email: 'contato@valeverde.mg.gov.br',
  telefone: '(35) 3521-0000',
  endereco: 'Praça da Matriz, 100',
  timezone: 'America/Manaus',
  tema: 'dark',
};

describe('configurações do sistema: a identidade de cada rede', () => {
  it("needs a session; gestor, professor and aluno are refused; an empresa reads its own network's", async () => {
    expect((await enviar('GET', '/api/configuracoes/sistema')).statusCode).toBe(401);
    expect((await put(undefined, { ...VALIDO, updated_at: null })).statusCode).toBe(401);
    for (const u of ['gestor', 'professor', 'aluno']) {
      const read = await enviar('GET', '/api/configuracoes/sistema', u);
      expect(read.statusCode, u).toBe(403);
      expect(read.body).not.toContain('Vale Verde');
      expect((await put(u, { ...VALIDO, updated_at: null })).statusCode, u).toBe(403);
    }
    const vv = await enviar('GET', '/api/configuracoes/sistema', 'empresa');
    expect(vv.statusCode).toBe(200);
    expect(vv.json()).toMatchObject({
      empresa_id: ids.vv,
      nomeInstituicao: 'Rede de Ensino de Vale Verde',
      timezone: 'America/Sao_Paulo',
    });
    const sa = await enviar('GET', '/api/configuracoes/sistema', 'empresa2');
    expect(sa.json()).toMatchObject({
      empresa_id: ids.sa,
      nomeInstituicao: 'Rede Estadual de Serra Azul',
      timezone: 'America/Cuiaba',
    });
    expect(sa.body).not.toContain('Vale Verde');
  });

  it("another network's settings are not there for an empresa (404, nothing of them)", async () => {
    const res = await enviar('GET', `/api/configuracoes/sistema?empresa_id=${ids.vv}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vale Verde');
    const w = await put('empresa2', { ...VALIDO, updated_at: null }, `?empresa_id=${ids.vv}`);
    expect(w.statusCode).toBe(404);
    expect((await enviar('GET', '/api/configuracoes/sistema', 'empresa')).json().nomeInstituicao).toBe(
      'Rede de Ensino de Vale Verde',
    );
  });

  it("the administrador reads the platform's neutral default, or any network it picks", async () => {
    const res = await enviar('GET', '/api/configuracoes/sistema', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      empresa_id: null,
      nomeInstituicao: 'Gestão Escolar',
      email: 'contato@demo.escola.br',
      timezone: 'America/Sao_Paulo',
      tema: 'light',
    });
    expect(res.json().updated_at).toEqual(expect.any(String));
    expect((await enviar('GET', `/api/configuracoes/sistema?empresa_id=${ids.sa}`, 'admin')).json().nomeInstituicao).toBe(
      'Rede Estadual de Serra Azul',
    );
    expect(
      (await enviar('GET', '/api/configuracoes/sistema?empresa_id=00000000-0000-4000-8000-000000000000', 'admin')).statusCode,
    ).toBe(404);
    expect((await enviar('GET', '/api/publico/instituicao')).json()).toEqual({
      nome: 'Gestão Escolar',
      email: 'contato@demo.escola.br',
    });
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
    esperaCampos(res, {
      nomeInstituicao: 'Nome da instituição é obrigatório',
      anoLetivo: 'Ano letivo deve ser um ano entre 2000 e 2100',
      email: 'E-mail inválido',
      timezone: 'Fuso horário inválido',
      tema: 'Tema inválido',
    });
    const id = await enviar('GET', '/api/configuracoes/sistema?empresa_id=xyz', 'admin');
    esperaCampo(id, 'empresa_id', 'Identificador inválido');
  });

  it("an empresa saves its own: its users' identity follows, the other network and the landing page do not", async () => {
    const loaded = (await enviar('GET', '/api/configuracoes/sistema', 'empresa')).json();
    // A "first save" over a stored setting loses: someone saved it before.
    expect((await put('empresa', { ...VALIDO, updated_at: null })).statusCode).toBe(409);
    const res = await put('empresa', { ...VALIDO, updated_at: loaded.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...VALIDO, empresa_id: ids.vv });

    expect((await enviar('GET', '/api/identidade', 'aluno')).json()).toMatchObject({
      empresa_id: ids.vv,
      nome: 'Rede Municipal de Vale Verde',
      tema: 'dark',
      timezone: 'America/Manaus',
    });
    expect((await enviar('GET', '/api/identidade', 'empresa2')).json()).toMatchObject({
      nome: 'Rede Estadual de Serra Azul',
      timezone: 'America/Cuiaba',
    });
    expect((await enviar('GET', '/api/identidade', 'admin')).json()).toMatchObject({ empresa_id: null, nome: 'Gestão Escolar' });
    expect((await enviar('GET', '/api/publico/aparencia')).json()).toMatchObject({ nome: 'Gestão Escolar', tema: 'light' });
    expect((await enviar('GET', '/api/dashboard', 'gestor')).json().calendario).toEqual({
      ano_letivo: 2026,
      timezone: 'America/Manaus',
    });

    const stale = await put('empresa', { ...VALIDO, tema: 'light', updated_at: loaded.updated_at });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
  });

  it("the administrador saves the platform's default: the landing page follows, the networks keep their own", async () => {
    const loaded = (await enviar('GET', '/api/configuracoes/sistema', 'admin')).json();
    const res = await put('admin', {
      ...VALIDO,
      nomeInstituicao: 'Plataforma Escolar',
      email: 'contato@plataforma.org.br',
      timezone: 'America/Rio_Branco',
      tema: 'auto',
      updated_at: loaded.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await enviar('GET', '/api/publico/instituicao')).json()).toEqual({
      nome: 'Plataforma Escolar',
      email: 'contato@plataforma.org.br',
    });
    expect((await enviar('GET', '/api/publico/aparencia')).json()).toMatchObject({
      tema: 'auto',
      timezone: 'America/Rio_Branco',
      nome: 'Plataforma Escolar',
    });
    expect((await enviar('GET', '/api/identidade', 'empresa2')).json().nome).toBe('Rede Estadual de Serra Azul');
  });

  it('the administrador edits a network it picks', async () => {
    const loaded = (await enviar('GET', `/api/configuracoes/sistema?empresa_id=${ids.sa}`, 'admin')).json();
    const res = await put(
      'admin',
      { ...VALIDO, nomeInstituicao: 'Seduc Serra Azul', timezone: 'America/Cuiaba', updated_at: loaded.updated_at },
      `?empresa_id=${ids.sa}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await enviar('GET', '/api/identidade', 'empresa2')).json().nome).toBe('Seduc Serra Azul');
    expect((await enviar('GET', '/api/identidade', 'empresa')).json().nome).toBe('Rede Municipal de Vale Verde');
  });
});
