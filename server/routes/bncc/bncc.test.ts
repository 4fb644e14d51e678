// @motores: busca de texto
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { escolher } from '../../../test/corpo';
import { ID_INEXISTENTE } from '../../../test/demo';
import { auditoria } from '../../db/schema';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';

interface Habilidade {
  id: string;
  codigo: string;
  descricao: string;
  componente_curricular: string;
  ano_serie: string;
  etapa: string;
  origem: string;
  empresa_id: string | null;
  updated_at: string;
}

const api = prepararApi();
const { enviar, ids } = api;
const propria = (codigo: string, extra: object = {}) => ({
  codigo,
  descricao: `Habilidade própria ${codigo}.`,
  componente_curricular: 'Matemática',
  ano_serie: '6º Ano',
  ...extra,
});
const corpo = (h: Habilidade) => escolher(h, 'codigo', 'descricao', 'componente_curricular', 'ano_serie', 'updated_at');

const criar = (user: string, body: object) => api.criar<Habilidade>('/api/bncc', user, body);

describe('GET /api/bncc', () => {
  it('401 without a session', async () => {
    for (const url of ['/api/bncc', '/api/bncc/estatisticas', `/api/bncc/${ids.oficial}`])
      expect((await enviar('GET', url)).statusCode).toBe(401);
  });

  it('everyone reads the official catalogue, ordered by component, year and code', async () => {
    for (const u of ['admin', 'empresa', 'gestor', 'professor', 'aluno']) {
      const res = await enviar('GET', '/api/bncc?por_pagina=100', u);
      expect(res.statusCode, u).toBe(200);
      const itens: Habilidade[] = res.json().itens;
      expect(itens.length).toBeGreaterThan(20);
      expect(itens.every((h) => h.origem === 'oficial')).toBe(true);
      const chaves = itens.map((h) => [h.componente_curricular, h.ano_serie, h.codigo].join('|'));
      expect(chaves).toEqual([...chaves].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it("a body's own skill is seen by its people, not by another body; 404 with no data on the other", async () => {
    const h = await criar('empresa', propria('VV-MAT-001'));
    const codigos = async (u: string) =>
      ((await enviar('GET', '/api/bncc?origem=propria', u)).json().itens as Habilidade[]).map((x) => x.codigo);
    for (const u of ['empresa', 'gestor', 'professor', 'aluno', 'admin']) expect(await codigos(u), u).toContain('VV-MAT-001');
    expect(await codigos('empresa2')).not.toContain('VV-MAT-001');
    const res = await enviar('GET', `/api/bncc/${h.id}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Habilidade não encontrada.' } });
  });

  it("filters by search, component (with the spec's names), year, etapa and origin; stats follow the filter", async () => {
    const busca = (await enviar('GET', '/api/bncc?busca=fra%C3%A7%C3%B5es', 'professor')).json();
    expect(busca.itens.map((h: Habilidade) => h.codigo)).toEqual([
      'EF04MA09',
      'EF04MA26',
      'EF05MA03',
      'EF05MA04',
      'EF06MA07',
      'EF07MA08',
    ]);
    const porCodigo = (await enviar('GET', '/api/bncc?busca=ef06ma0', 'professor')).json();
    expect(porCodigo.itens.every((h: Habilidade) => h.codigo.startsWith('EF06MA0'))).toBe(true);

    const ingles = (await enviar('GET', `/api/bncc?componente=${encodeURIComponent('Inglês')}&por_pagina=100`, 'gestor')).json();
    expect(ingles.total).toBe(88);
    expect(new Set(ingles.itens.map((h: Habilidade) => h.componente_curricular))).toEqual(new Set(['Língua Inglesa']));

    // A year finds the spans that include it: '6º e 7º Ano', '6º ao 9º Ano'.
    const sexto = (
      await enviar(
        'GET',
        `/api/bncc?ano_serie=${encodeURIComponent('6º Ano')}&componente=${encodeURIComponent('Língua Portuguesa')}&por_pagina=100`,
        'gestor',
      )
    ).json();
    expect(sexto.total).toBe(106);
    expect(new Set(sexto.itens.map((h: Habilidade) => h.ano_serie))).toEqual(new Set(['6º Ano', '6º ao 9º Ano', '6º e 7º Ano']));
    const setimo = (
      await enviar(
        'GET',
        `/api/bncc?ano_serie=${encodeURIComponent('7º Ano')}&componente=${encodeURIComponent('Matemática')}&por_pagina=100`,
        'gestor',
      )
    ).json();
    expect(setimo.itens.map((h: Habilidade) => h.codigo)).toEqual(
      Array.from({ length: 37 }, (_, i) => `EF07MA${String(i + 1).padStart(2, '0')}`),
    );

    expect((await enviar('GET', '/api/bncc?etapa=EM', 'gestor')).json().total).toBe(183);
    const stats = (
      await enviar(
        'GET',
        `/api/bncc/estatisticas?ano_serie=${encodeURIComponent('6º Ano')}&componente=${encodeURIComponent('Língua Portuguesa')}`,
        'gestor',
      )
    ).json();
    expect(stats).toEqual({ total: 106, componentes: 1, anos_series: 3 });
    const nada = (await enviar('GET', '/api/bncc/estatisticas?busca=nenhuma-habilidade-assim', 'gestor')).json();
    expect(nada).toEqual({ total: 0, componentes: 0, anos_series: 0 });
  });

  it('pages on the server', async () => {
    const p1 = (await enviar('GET', '/api/bncc?por_pagina=5&pagina=1', 'aluno')).json();
    const p2 = (await enviar('GET', '/api/bncc?por_pagina=5&pagina=2', 'aluno')).json();
    expect(p1.itens).toHaveLength(5);
    expect(p1.total).toBe(p2.total);
    expect(p2.itens[0].codigo).not.toBe(p1.itens[0].codigo);
  });

  it('bad filters → 400 naming the field', async () => {
    expect((await enviar('GET', '/api/bncc?etapa=XX', 'gestor')).json().error.fields.etapa).toBe('Etapa inválida');
    expect((await enviar('GET', '/api/bncc?origem=qualquer', 'gestor')).json().error.fields.origem).toBe('Origem inválida');
    expect((await enviar('GET', '/api/bncc/nao-uuid', 'gestor')).json().error.fields.id).toBe('Identificador inválido');
  });
});

describe('POST /api/bncc', () => {
  it('401 without a session; 403 for aluno (no bncc.criar), before looking at the body', async () => {
    expect((await enviar('POST', '/api/bncc', undefined, {})).statusCode).toBe(401);
    const res = await enviar('POST', '/api/bncc', 'aluno', {});
    expect(res.statusCode).toBe(403);
  });

  it('a blank skill gets the message of each required field', async () => {
    const vazia = { codigo: ' ', descricao: '', componente_curricular: '', ano_serie: '' };
    const res = await enviar('POST', '/api/bncc', 'professor', vazia);
    esperaCampos(res, {
      codigo: 'Código é obrigatório',
      descricao: 'Descrição é obrigatória',
      componente_curricular: 'Componente curricular é obrigatório',
      ano_serie: 'Ano/série é obrigatório',
    });
    expect((await enviar('POST', '/api/bncc', 'professor', {})).json().error.fields).toMatchObject({
      codigo: 'Código é obrigatório',
      ano_serie: 'Ano/série é obrigatório',
    });
  });

  it('unknown component or year, component of another etapa, bad code → 400 naming the field', async () => {
    const campos = async (body: object) => (await enviar('POST', '/api/bncc', 'gestor', body)).json().error.fields;
    expect(await campos(propria('VV-1', { componente_curricular: 'Astrologia' }))).toEqual({
      componente_curricular: 'Componente curricular desconhecido',
    });
    expect(await campos(propria('VV-1', { ano_serie: '10º Ano' }))).toEqual({ ano_serie: 'Ano/série desconhecido' });
    expect(await campos(propria('VV-1', { ano_serie: 'Educação Infantil - Bebês' }))).toEqual({
      componente_curricular: 'Componente curricular não pertence à etapa deste ano/série',
    });
    expect(await campos(propria('código com espaço'))).toEqual({
      codigo: 'Código inválido: use letras, números, ponto ou hífen (até 30 caracteres)',
    });
  });

  it("a professor adds a skill to its own body; the spec's names are stored as the official ones; audited", async () => {
    const h = await criar('professor', propria('vv-ing-01', { componente_curricular: 'Inglês', ano_serie: '6º ano' }));
    expect(h).toMatchObject({
      codigo: 'VV-ING-01',
      componente_curricular: 'Língua Inglesa',
      ano_serie: '6º Ano',
      etapa: 'EF',
      origem: 'propria',
      empresa_id: ids.vv,
    });
    const ei = await criar(
      'gestor',
      propria('VV-EI-01', { componente_curricular: 'O eu, o outro e o nós', ano_serie: 'Educação Infantil - Bebês' }),
    );
    expect(ei).toMatchObject({ ano_serie: 'Bebês (zero a 1 ano e 6 meses)', etapa: 'EI' });
    const rel = await criar('gestor', propria('VV-ER-01', { componente_curricular: 'Educação Religiosa', ano_serie: '9º Ano' }));
    expect(rel.componente_curricular).toBe('Ensino Religioso');
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'bncc_habilidade'), eq(auditoria.entidade_id, h.id)));
    expect(log).toMatchObject({ acao: 'criar', usuario_email: 'professor@demo.escola.br', depois: { codigo: 'VV-ING-01' } });
  });

  it("a body's code may not repeat an official code nor one of its own; another body may reuse it", async () => {
    const oficial = await enviar('POST', '/api/bncc', 'empresa', propria('EF06MA01'));
    esperaCampos(oficial, { codigo: 'Já existe uma habilidade oficial da BNCC com este código' });
    await criar('empresa', propria('REDE-01'));
    const repetido = await enviar('POST', '/api/bncc', 'gestor', propria('rede-01'));
    expect(repetido.json().error.fields).toEqual({ codigo: 'Já existe uma habilidade com este código nesta rede de ensino' });
    expect((await criar('empresa2', propria('REDE-01'))).empresa_id).toBe(ids.sa);
  });

  it("an administrador writes the official catalogue: the row must agree with its code, and may not take a body's code", async () => {
    const fora = await enviar('POST', '/api/bncc', 'admin', propria('VV-XYZ'));
    expect(fora.json().error.fields).toEqual({ codigo: 'Código fora do padrão da BNCC (ex.: EF67LP01, EM13MAT101, EI02EO01)' });
    const errado = await enviar('POST', '/api/bncc', 'admin', propria('EF06CO01', { componente_curricular: 'Matemática' }));
    expect(errado.json().error.fields).toEqual({
      componente_curricular: 'Componente curricular não corresponde ao código (esperado: Computação)',
    });
    const ok = await criar('admin', propria('EF06CO01', { componente_curricular: 'Computação' }));
    expect(ok).toMatchObject({ origem: 'oficial', empresa_id: null });
    await criar('empresa', propria('EF09CO01', { componente_curricular: 'Computação', ano_serie: '9º Ano' }));
    const tomado = await enviar(
      'POST',
      '/api/bncc',
      'admin',
      propria('EF09CO01', { componente_curricular: 'Computação', ano_serie: '9º Ano' }),
    );
    expect(tomado.json().error.fields).toEqual({
      codigo: 'Este código já é usado por uma habilidade própria de uma rede de ensino',
    });
  });
});

describe('PUT and DELETE /api/bncc/:id', () => {
  it('401 without a session; 403 for aluno', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await enviar(method, `/api/bncc/${ids.oficial}`, undefined, {})).statusCode).toBe(401);
      expect((await enviar(method, `/api/bncc/${ids.oficial}`, 'aluno', {})).statusCode).toBe(403);
    }
    expect((await enviar('DELETE', `/api/bncc/${ids.oficial}`, 'professor')).statusCode).toBe(403);
  });

  it('the official catalogue is read-only for everyone but administradores', async () => {
    const oficial: Habilidade = (await enviar('GET', `/api/bncc/${ids.oficial}`, 'empresa')).json();
    for (const u of ['empresa', 'gestor', 'professor']) {
      const res = await enviar('PUT', `/api/bncc/${ids.oficial}`, u, { ...corpo(oficial), descricao: 'Alterada' });
      expect(res.statusCode, u).toBe(403);
      expect(res.json().error.message).toBe('Somente administradores podem alterar o catálogo oficial da BNCC.');
    }
    expect((await enviar('DELETE', `/api/bncc/${ids.oficial}`, 'gestor')).statusCode).toBe(403);
    expect((await enviar('GET', `/api/bncc/${ids.oficial}`, 'admin')).json().descricao).toBe(oficial.descricao);
  });

  it("another body's skill → 404 with no data, unchanged", async () => {
    const h = await criar('empresa2', propria('SA-MAT-9'));
    for (const res of [
      await enviar('PUT', `/api/bncc/${h.id}`, 'empresa', { ...corpo(h), descricao: 'Tomada' }),
      await enviar('DELETE', `/api/bncc/${h.id}`, 'gestor'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Habilidade não encontrada.' } });
    }
    expect((await enviar('GET', `/api/bncc/${h.id}`, 'empresa2')).json().descricao).toBe(h.descricao);
  });

  it("edits its own body's skill, then a stale version → 409; bad input → 400 naming the field", async () => {
    const h = await criar('gestor', propria('VV-EDIT-1'));
    const res = await enviar('PUT', `/api/bncc/${h.id}`, 'professor', {
      ...corpo(h),
      descricao: 'Nova descrição.',
      ano_serie: '6º ao 9º Ano',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ descricao: 'Nova descrição.', ano_serie: '6º ao 9º Ano' });
    expect(
      (await enviar('GET', `/api/bncc?origem=propria&ano_serie=${encodeURIComponent('8º Ano')}`, 'gestor'))
        .json()
        .itens.map((x: Habilidade) => x.codigo),
    ).toContain('VV-EDIT-1');
    const stale = await enviar('PUT', `/api/bncc/${h.id}`, 'gestor', { ...corpo(h), descricao: 'Outra' });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    const bad = await enviar('PUT', `/api/bncc/${h.id}`, 'gestor', { ...corpo(res.json()), descricao: '' });
    expect(bad.json().error.fields).toEqual({ descricao: 'Descrição é obrigatória' });
    const semVersao = await enviar('PUT', `/api/bncc/${h.id}`, 'gestor', { ...corpo(res.json()), updated_at: 'ontem' });
    expect(semVersao.json().error.fields).toEqual({ updated_at: 'Versão do registro inválida' });
  });

  it('an administrador edits an official skill; it must keep agreeing with its code', async () => {
    const h: Habilidade = (await enviar('GET', `/api/bncc/${ids.oficial}`, 'admin')).json();
    const errado = await enviar('PUT', `/api/bncc/${h.id}`, 'admin', { ...corpo(h), ano_serie: '7º Ano' });
    expect(errado.json().error.fields).toEqual({ ano_serie: 'Ano/série não corresponde ao código (esperado: 6º Ano)' });
    const ok = await enviar('PUT', `/api/bncc/${h.id}`, 'admin', { ...corpo(h), descricao: `${h.descricao} ` });
    expect(ok.statusCode).toBe(200);
  });

  it('deletes its own unused skill (audited); a skill used by a knowledge object → 409', async () => {
    const h = await criar('empresa', propria('VV-DEL-1'));
    expect((await enviar('DELETE', `/api/bncc/${h.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/bncc/${h.id}`, 'empresa')).statusCode).toBe(404);
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, h.id), eq(auditoria.acao, 'deletar')));
    expect(log).toMatchObject({ usuario_email: 'gestor@demo.escola.br', antes: { codigo: 'VV-DEL-1' } });

    const emUso = await enviar('DELETE', `/api/bncc/${ids.oficial}`, 'admin');
    esperaMensagem(emUso, 409, 'Não é possível excluir a habilidade: ela está vinculada a objetos de conhecimento.');
    expect((await enviar('DELETE', `/api/bncc/${ID_INEXISTENTE}`, 'admin')).statusCode).toBe(404);
  });
});
