import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, empresas, papeis, papeisPermissoes, permissoes } from '../../db/schema';
import { DEMO_EMPRESAS } from '../../db/seed/demo-data';
import { type Metodo, prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampoInvalido, esperaErro } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';

const api = prepararApi();
const { enviar, ids } = api;
const {
  valeVerde: { nome: VV },
  serraAzul: { nome: SA },
} = DEMO_EMPRESAS;

interface Empresa {
  id: string;
  nome: string;
  tipo: string;
  email: string | null;
  updated_at: string;
  [k: string]: unknown;
}
interface Page {
  itens: Empresa[];
  total: number;
  pagina: number;
  por_pagina: number;
}

const page = (query: string, user = 'admin') => api.json<Page>(`/api/empresas${query}`, user);
const nomes = (p: Page) => p.itens.map((e) => e.nome);
async function create(payload: object): Promise<Empresa> {
  const res = await enviar('POST', '/api/empresas', 'admin', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const lastAudit = (entidade_id: string) =>
  ultimaAuditoria(api.db, and(eq(auditoria.entidade, 'empresa'), eq(auditoria.entidade_id, entidade_id)));
const valid = { nome: 'Prefeitura de Lagoa Clara', cnpj: '11.222.333/0001-81' };
const bodyFor = (method: Metodo) =>
  method === 'POST' ? valid : method === 'PUT' ? { ...valid, updated_at: new Date().toISOString() } : undefined;

/** Grants a role extra permissions (as /permissoes would) and returns the undo. */
async function grant(papel: string, grants: string[]) {
  const { db } = api;
  const [role] = await db.select({ id: papeis.id }).from(papeis).where(eq(papeis.nome, papel));
  const perms = await db.select({ id: permissoes.id }).from(permissoes).where(inArray(permissoes.nome, grants));
  const rows = perms.map((p) => ({ papel_id: role!.id, permissao_id: p.id }));
  await db.insert(papeisPermissoes).values(rows).onConflictDoNothing();
  return () =>
    db.delete(papeisPermissoes).where(
      and(
        eq(papeisPermissoes.papel_id, role!.id),
        inArray(
          papeisPermissoes.permissao_id,
          perms.map((p) => p.id),
        ),
      ),
    );
}

describe('who may reach /api/empresas', () => {
  const routes = (): [Metodo, string][] => [
    ['GET', '/api/empresas'],
    ['GET', `/api/empresas/${ids.vv}`],
    ['POST', '/api/empresas'],
    ['PUT', `/api/empresas/${ids.vv}`],
    ['DELETE', `/api/empresas/${ids.vv}`],
  ];

  it('401 without a session on every route', async () => {
    for (const [method, url] of routes()) {
      const res = await enviar(method, url, undefined, bodyFor(method));
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(['gestor', 'professor', 'aluno'])(
    '403 for %s (no empresas grant) on every route, with no company data',
    async (user) => {
      for (const [method, url] of routes()) {
        const res = await enviar(method, url, user, bodyFor(method));
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
        expect(res.body).not.toContain('Vale Verde');
      }
    },
  );

  it('403 for empresa on POST and DELETE; only an administrador creates or deletes, even when the role is granted empresas.criar/deletar', async () => {
    expect((await enviar('POST', '/api/empresas', 'empresa', valid)).statusCode).toBe(403);
    expect((await enviar('DELETE', `/api/empresas/${ids.vv}`, 'empresa')).statusCode).toBe(403);
    const revoke = await grant('empresa', ['empresas.criar', 'empresas.deletar']);
    try {
      const post = await enviar('POST', '/api/empresas', 'empresa', valid);
      esperaErro(post, 403, { code: 'FORBIDDEN', message: 'Apenas administradores podem criar empresas.' });
      expect((await enviar('DELETE', `/api/empresas/${ids.vv}`, 'empresa')).json().error.code).toBe('FORBIDDEN');
    } finally {
      await revoke();
    }
    expect((await api.db.select().from(empresas)).length).toBe(2);
  });

  it('a gestor granted empresas.ler sees only its own company', async () => {
    const revoke = await grant('gestor', ['empresas.ler']);
    try {
      expect(nomes(await page('', 'gestor'))).toEqual([VV]);
      expect((await enviar('GET', `/api/empresas/${ids.sa}`, 'gestor')).statusCode).toBe(404);
    } finally {
      await revoke();
    }
  });
});

describe('empresa users see only their own company', () => {
  it.each([
    ['empresa', VV],
    ['empresa2', SA],
  ])('%s lists only %s', async (user, nome) => {
    const p = await page('', user);
    expect(p).toMatchObject({ total: 1, pagina: 1, por_pagina: 20 });
    expect(nomes(p)).toEqual([nome]);
    expect(nomes(await page('?busca=serra', 'empresa'))).toEqual([]);
  });

  it("GET and PUT of the other tenant's id → 404 with no data", async () => {
    const got = await enviar('GET', `/api/empresas/${ids.sa}`, 'empresa');
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Empresa não encontrada.' } });
    const [sa] = await api.db.select().from(empresas).where(eq(empresas.id, ids.sa));
    const put = await enviar('PUT', `/api/empresas/${ids.sa}`, 'empresa', {
      nome: 'Invadida',
      updated_at: sa!.updated_at.toISOString(),
    });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toContain('Serra Azul');
    const [after] = await api.db.select().from(empresas).where(eq(empresas.id, ids.sa));
    expect(after!.nome).toBe(SA);
  });

  it('GET of its own company returns every field', async () => {
    const res = await enviar('GET', `/api/empresas/${ids.vv}`, 'empresa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.vv, ...DEMO_EMPRESAS.valeVerde, ativo: true });
    expect(new Date(res.json().updated_at).toISOString()).toBe(res.json().updated_at);
  });
});

describe('GET /api/empresas — administrador', () => {
  it('sees all companies sorted by name, paged', async () => {
    expect(nomes(await page(''))).toEqual([SA, VV]);
    const p1 = await page('?por_pagina=1');
    expect(p1).toMatchObject({ total: 2, pagina: 1, por_pagina: 1 });
    expect(nomes(p1)).toEqual([SA]);
    expect(nomes(await page('?por_pagina=1&pagina=2'))).toEqual([VV]);
    expect(await page('?por_pagina=1&pagina=3')).toMatchObject({ itens: [], total: 2 });
  });

  it.each([
    ['VALE', [VV]],
    ['seduc@serra', [SA]],
    ['município', [VV]],
    ['municipio', [VV]],
    ['estado', [SA]],
    ['%', []],
  ])('searches name, e-mail and type label: %s', async (busca, expected) => {
    expect(nomes(await page(`?busca=${encodeURIComponent(busca)}`))).toEqual(expected);
  });

  it('a bad uuid → 400 naming id; an unknown one → 404', async () => {
    expect((await enviar('GET', '/api/empresas/nao-uuid', 'admin')).json().error.fields.id).toBe('Identificador inválido');
    expect((await enviar('GET', `/api/empresas/${ID_INEXISTENTE}`, 'admin')).statusCode).toBe(404);
  });
});

describe('POST /api/empresas', () => {
  it('creates a company, normalised, and audits it', async () => {
    const created = await create({
      ...valid,
      tipo: 'empresa',
      email: 'contato@lagoa.br',
      estado: 'sp',
      cep: '01310100',
      telefone: '',
      responsavel_email: '',
    });
    expect(created).toMatchObject({
      nome: 'Prefeitura de Lagoa Clara',
      tipo: 'empresa',
      cnpj: '11222333000181',
      email: 'contato@lagoa.br',
      estado: 'SP',
      cep: '01310-100',
      telefone: null,
      responsavel_email: null,
      ativo: true,
    });
    expect(await lastAudit(created.id)).toMatchObject({
      acao: 'criar',
      usuario_email: 'admin@demo.escola.br',
      antes: null,
      depois: { nome: 'Prefeitura de Lagoa Clara', cnpj: '11222333000181' },
    });
    expect(nomes(await page('?busca=lagoa'))).toEqual(['Prefeitura de Lagoa Clara']);
  });

  it('tipo defaults to municipio; the new row sorts by name; the API is documented', async () => {
    expect((await create({ nome: 'Aaa Prefeitura de Teste' })).tipo).toBe('municipio');
    expect(nomes(await page(''))[0]).toBe('Aaa Prefeitura de Teste');
    const docs = (await enviar('GET', '/api/docs/json')).json();
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/empresas', '/api/empresas/{id}']));
  });

  it.each([
    [{}, 'nome', 'Nome é obrigatório'],
    [{ nome: '  ' }, 'nome', 'Nome é obrigatório'],
    [{ nome: 'X', tipo: 'escola' }, 'tipo', 'Tipo é obrigatório'],
    [{ nome: 'X', email: 'nao-e-email' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', responsavel_email: 'x@' }, 'responsavel_email', 'E-mail inválido'],
    [{ nome: 'X', estado: 'MGX' }, 'estado', 'Estado deve ter no máximo 2 caracteres'],
    [{ nome: 'X', cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
    [{ nome: 'X', cep: '123' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', ativo: 'sim' }, 'ativo', 'Status inválido'],
  ])('%j → 400 with fields.%s', async (payload, field, message) => {
    const res = await enviar('POST', '/api/empresas', 'admin', payload);
    esperaCampoInvalido(res, field, message);
    expect((await page('?busca=X&por_pagina=100')).itens.some((e) => e.nome === 'X')).toBe(false);
  });
});

describe('PUT /api/empresas/:id', () => {
  it('updates, bumps updated_at and audits before/after', async () => {
    const created = await create({ nome: 'Prefeitura de Rio Claro', email: 'a@rioclaro.br' });
    const res = await enviar('PUT', `/api/empresas/${created.id}`, 'admin', {
      nome: 'Prefeitura Municipal de Rio Claro',
      tipo: 'municipio',
      ativo: false,
      updated_at: created.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, nome: 'Prefeitura Municipal de Rio Claro', email: null, ativo: false });
    expect(res.json().updated_at > created.updated_at).toBe(true);
    expect(await lastAudit(created.id)).toMatchObject({
      acao: 'atualizar',
      antes: { nome: 'Prefeitura de Rio Claro', ativo: true },
      depois: { nome: 'Prefeitura Municipal de Rio Claro', ativo: false },
    });
  });

  it('a stale updated_at → 409 CONFLICT, and nothing is overwritten', async () => {
    const created = await create({ nome: 'Prefeitura de Serra Baixa' });
    const first = await enviar('PUT', `/api/empresas/${created.id}`, 'admin', {
      nome: 'Primeira edição',
      updated_at: created.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const second = await enviar('PUT', `/api/empresas/${created.id}`, 'admin', {
      nome: 'Segunda edição',
      updated_at: created.updated_at,
    });
    esperaErro(second, 409, {
      code: 'CONFLICT',
      message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    });
    expect((await enviar('GET', `/api/empresas/${created.id}`, 'admin')).json().nome).toBe('Primeira edição');
  });

  it('empresa may update its own company', async () => {
    const current = (await enviar('GET', `/api/empresas/${ids.vv}`, 'empresa')).json();
    const { id: _id, created_at: _c, ...body } = current;
    // The demo CNPJ has wrong check digits; the form would ask the user to fix it.
    const res = await enviar('PUT', `/api/empresas/${ids.vv}`, 'empresa', {
      ...body,
      cnpj: '18457123000111',
      telefone: '(35) 3521-9999',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: VV, telefone: '(35) 3521-9999', cep: '37500-000' });
    expect(await lastAudit(ids.vv)).toMatchObject({ acao: 'atualizar', usuario_email: 'empresa@demo.escola.br' });
  });

  it('validates the body: missing updated_at and bad fields → 400; unknown id → 404', async () => {
    const res = await enviar('PUT', `/api/empresas/${ids.sa}`, 'admin', { nome: '', estado: 'MGX' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['estado', 'nome', 'updated_at']);
    expect(
      (await enviar('PUT', `/api/empresas/${ID_INEXISTENTE}`, 'admin', { nome: 'X', updated_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/empresas/:id', () => {
  it('refuses a company that still has schools or users', async () => {
    const res = await enviar('DELETE', `/api/empresas/${ids.sa}`, 'admin');
    esperaErro(res, 409, {
      code: 'CONFLICT',
      message: 'Não é possível excluir a empresa: ela ainda possui escolas ou usuários vinculados.',
    });
    expect((await enviar('GET', `/api/empresas/${ids.sa}`, 'admin')).statusCode).toBe(200);
  });

  it('deletes a fresh company, audits it, and then it is gone', async () => {
    const created = await create({ nome: 'Empresa Temporária', tipo: 'empresa' });
    expect(await enviar('DELETE', `/api/empresas/${created.id}`, 'admin')).toMatchObject({ statusCode: 204, body: '' });
    expect((await enviar('GET', `/api/empresas/${created.id}`, 'admin')).statusCode).toBe(404);
    expect((await enviar('DELETE', `/api/empresas/${created.id}`, 'admin')).statusCode).toBe(404);
    expect(await lastAudit(created.id)).toMatchObject({ acao: 'deletar', antes: { nome: 'Empresa Temporária' }, depois: null });
  });
});
