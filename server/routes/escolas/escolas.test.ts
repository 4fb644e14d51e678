import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escolas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { ESCOLAS_DEMO } from '../../../test/demo';
import { esperaValidacao } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

interface Escola {
  id: string;
  nome: string;
  cidade: string | null;
  estado: string | null;
  empresa_id: string;
  empresa_nome: string;
}
interface Page {
  itens: Escola[];
  total: number;
  pagina: number;
  por_pagina: number;
}

const page = (query: string, user: string) => api.json<Page>(`/api/escolas${query}`, user);
const nomes = (p: Page) => p.itens.map((e) => e.nome);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const { valeVerde: VV, serraAzul: SA } = ESCOLAS_DEMO;
const PRINCIPAL = VV[0]!;

async function escolaId(nome: string) {
  const [row] = await api.db.select({ id: escolas.id }).from(escolas).where(eq(escolas.nome, nome));
  return row!.id;
}

describe('GET /api/escolas — who may list', () => {
  it('401 without a session', async () => {
    const res = await enviar('GET', '/api/escolas');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('403 for aluno (no escolas.ler), with no school data', async () => {
    const res = await enviar('GET', '/api/escolas', 'aluno');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.body).not.toContain('EMEF');
  });

  it('administrador sees all 6 schools, sorted by name', async () => {
    const p = await page('', 'admin');
    expect(p.total).toBe(6);
    expect(nomes(p)).toEqual([...VV, ...SA].sort(byName));
    expect(p).toMatchObject({ pagina: 1, por_pagina: 20 });
  });

  it('empresa sees its 3 schools, each named with its company', async () => {
    const p = await page('', 'empresa');
    expect(p.total).toBe(3);
    expect(nomes(p)).toEqual(VV);
    expect(new Set(p.itens.map((e) => e.empresa_nome))).toEqual(new Set(['Prefeitura Municipal de Vale Verde']));
  });

  it("empresa2 sees Serra Azul's 3 schools", async () => {
    expect(nomes(await page('', 'empresa2'))).toEqual(SA);
  });

  it.each(['gestor', 'professor'])('%s sees exactly its one school', async (u) => {
    const p = await page('', u);
    expect(p.total).toBe(1);
    expect(nomes(p)).toEqual([PRINCIPAL]);
  });

  it('returns the school fields of the schema', async () => {
    const [escola] = (await page('?busca=tiradentes', 'admin')).itens;
    expect(escola).toMatchObject({
      nome: 'EMEF Tiradentes',
      codigo_inep: '31245679',
      endereco: 'Rua Tiradentes, 89, Vila Nova',
      cidade: 'Vale Verde',
      estado: 'MG',
      cep: '37500-220',
      telefone: '(35) 3521-2210',
      email: 'emef.tiradentes@valeverde.mg.gov.br',
      tipo: 'municipal',
      ativo: true,
      empresa_nome: 'Prefeitura Municipal de Vale Verde',
    });
    expect(Number.isNaN(Date.parse((escola as unknown as { created_at: string }).created_at))).toBe(false);
  });
});

describe('GET /api/escolas — paging and search', () => {
  it('pages by por_pagina without overlap, total counts the whole scope', async () => {
    const p1 = await page('?por_pagina=2', 'empresa');
    expect(p1).toMatchObject({ total: 3, pagina: 1, por_pagina: 2 });
    expect(nomes(p1)).toEqual(VV.slice(0, 2));
    const p2 = await page('?por_pagina=2&pagina=2', 'empresa');
    expect(p2).toMatchObject({ total: 3, pagina: 2 });
    expect(nomes(p2)).toEqual(VV.slice(2));
    const p3 = await page('?por_pagina=2&pagina=3', 'empresa');
    expect(p3).toMatchObject({ itens: [], total: 3 });
  });

  it("searches by city: 'rondon' finds Dom Bosco (Rondonópolis) for the administrator", async () => {
    const p = await page('?busca=rondon', 'admin');
    expect(nomes(p)).toEqual(['Escola Estadual Dom Bosco']);
    expect(p.total).toBe(1);
  });

  it("search never leaves the scope: empresa searching 'rondon' finds none", async () => {
    expect(await page('?busca=rondon', 'empresa')).toMatchObject({ itens: [], total: 0 });
  });

  it('searches by name, case-insensitive', async () => {
    expect(nomes(await page('?busca=TIRADENTES', 'admin'))).toEqual(['EMEF Tiradentes']);
    expect(nomes(await page('?busca=pedrossian', 'empresa2'))).toEqual(['Escola Estadual Governador Pedro Pedrossian']);
  });

  it('searches by state', async () => {
    expect(nomes(await page('?busca=MT', 'admin'))).toEqual(SA);
    expect(nomes(await page('?busca=mg', 'admin'))).toEqual(VV);
  });

  it('treats % and _ literally', async () => {
    expect((await page(`?busca=${encodeURIComponent('%')}`, 'admin')).total).toBe(0);
    expect((await page('?busca=_', 'admin')).total).toBe(0);
  });

  it.each([
    ['?por_pagina=0', 'por_pagina'],
    ['?por_pagina=1000', 'por_pagina'],
    ['?por_pagina=abc', 'por_pagina'],
    ['?pagina=0', 'pagina'],
    [`?busca=${'x'.repeat(101)}`, 'busca'],
  ])('%s → 400 VALIDATION_ERROR naming %s', async (query, field) => {
    const res = await enviar('GET', `/api/escolas${query}`, 'admin');
    esperaValidacao(res, field);
  });
});

describe('GET /api/escolas/:id', () => {
  it('returns a school in scope', async () => {
    const id = await escolaId(PRINCIPAL);
    for (const u of ['admin', 'empresa', 'gestor', 'professor']) {
      const res = await enviar('GET', `/api/escolas/${id}`, u);
      expect(res.statusCode, u).toBe(200);
      expect(res.json()).toMatchObject({ id, nome: PRINCIPAL, cidade: 'Vale Verde', estado: 'MG' });
    }
  });

  it.each([
    ['empresa2', PRINCIPAL],
    ['empresa', 'Escola Estadual Dom Bosco'],
    ['gestor', 'EMEF Tiradentes'],
    ['professor', 'EMEI Pequeno Príncipe'],
  ])('%s asking for %s (outside its scope) → 404 with no school data', async (u, nome) => {
    const res = await enviar('GET', `/api/escolas/${await escolaId(nome)}`, u);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Escola não encontrada.' } });
    expect(res.body).not.toContain(nome);
  });

  it('403 for aluno even for its own school', async () => {
    expect((await enviar('GET', `/api/escolas/${await escolaId(PRINCIPAL)}`, 'aluno')).statusCode).toBe(403);
  });

  it('401 without a session', async () => {
    expect((await enviar('GET', `/api/escolas/${await escolaId(PRINCIPAL)}`)).statusCode).toBe(401);
  });

  it('a bad uuid → 400 VALIDATION_ERROR naming id', async () => {
    const res = await enviar('GET', '/api/escolas/nao-uuid', 'admin');
    esperaValidacao(res, 'id');
  });

  it('an unknown uuid → 404', async () => {
    expect((await enviar('GET', '/api/escolas/00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(404);
  });
});
