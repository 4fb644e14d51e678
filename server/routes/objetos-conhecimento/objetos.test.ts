import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { escolher } from '../../../test/corpo';
import { ID_INEXISTENTE } from '../../../test/demo';
import { atribuicoes, auditoria, disciplinas, escolas, turmas, usuariosEscolas } from '../../db/schema';
import { createUser } from '../../services/create-user';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;
const ids = Object.assign(api.ids, { mat: '', lp: '', hist: '', mat7: '', turmaSA: '', discSA: '', escolaSA: '' });
let marta: string;

beforeAll(async () => {
  const db = api.db;
  const [escola] = await db.select().from(escolas).where(eq(escolas.id, ids.principal));
  // The demo has one subject per component and year in each body: take Vale Verde's 6º Ano ones.
  const discs = await db
    .select()
    .from(disciplinas)
    .where(and(eq(disciplinas.empresa_id, escola!.empresa_id), eq(disciplinas.serie_ano, '6_ano')));
  const doSexto = (codigo: string) => discs.find((d) => d.disciplina === codigo)!.id;
  ids.mat = doSexto('matematica');
  ids.lp = doSexto('portugues');
  ids.hist = doSexto('historia');
  // A subject of another year, which no 6º Ano class is taught.
  const [mat7] = await db
    .select()
    .from(disciplinas)
    .where(
      and(
        eq(disciplinas.empresa_id, escola!.empresa_id),
        eq(disciplinas.disciplina, 'matematica'),
        eq(disciplinas.serie_ano, '7_ano'),
      ),
    );
  ids.mat7 = mat7!.id;

  // Another teacher also gives História in 6º Ano B: a class the demo professor is in, a subject it does not teach.
  const outro = await createUser(db, {
    nome: 'Marta Historiadora',
    email: 'marta.hist@demo.escola.br',
    senha: 'Quadro-Negro-2026',
    tipo_usuario: 'professor',
    empresa_id: escola!.empresa_id,
  });
  await db.insert(usuariosEscolas).values({ usuario_id: outro.id, escola_id: escola!.id });
  await db
    .insert(atribuicoes)
    .values({ empresa_id: escola!.empresa_id, professor_id: outro.id, turma_id: ids.sextoB, disciplina_id: ids.hist });
  marta = await api.entrar('marta.hist@demo.escola.br', 'Quadro-Negro-2026');

  // Serra Azul teaches Matemática in one class of Dom Bosco.
  const [domBosco] = await db.select().from(escolas).where(eq(escolas.nome, 'Escola Estadual Dom Bosco'));
  ids.escolaSA = domBosco!.id;
  const [turmaSA] = await db
    .select()
    .from(turmas)
    .where(and(eq(turmas.escola_id, domBosco!.id), eq(turmas.nome, '6º Ano A')));
  ids.turmaSA = turmaSA!.id;
  const [discSA] = await db
    .select()
    .from(disciplinas)
    .where(
      and(
        eq(disciplinas.empresa_id, domBosco!.empresa_id),
        eq(disciplinas.disciplina, 'matematica'),
        eq(disciplinas.serie_ano, '6_ano'),
      ),
    );
  ids.discSA = discSA!.id;
});

interface Objeto {
  id: string;
  codigo: string;
  titulo: string;
  status: string;
  turma_id: string;
  disciplina_id: string;
  serie: string;
  habilidades: { codigo: string }[];
  competencias: string[];
  updated_at: string;
  [k: string]: unknown;
}
let seq = 0;
const novo = (extra: object = {}) => ({
  turma_id: ids.sextoA,
  disciplina_id: ids.mat,
  codigo: `T-${++seq}`,
  titulo: 'Medidas de comprimento',
  descricao: 'Unidades e conversões.',
  bimestre: 2,
  habilidades: ['EF06MA01'],
  competencias: ['Competência geral 2 – Pensamento científico, crítico e criativo'],
  ...extra,
});
const corpo = (o: Objeto) => ({
  ...escolher(o, 'turma_id', 'disciplina_id', 'codigo', 'titulo', 'descricao', 'bimestre', 'competencias', 'status'),
  ...escolher(o, 'data_inicio', 'data_fim', 'observacoes', 'updated_at'),
  habilidades: o.habilidades.map((h) => h.codigo),
});
const criar = (user: string, body: object) => api.criar<Objeto>('/api/objetos-conhecimento', user, body);

describe('reading', () => {
  it('401 without a session; 403 for aluno (no objetos.ler)', async () => {
    for (const url of [
      '/api/objetos-conhecimento',
      '/api/objetos-conhecimento/resumo',
      `/api/objetos-conhecimento/opcoes?turma_id=${ids.sextoA}`,
      `/api/objetos-conhecimento/${ID_INEXISTENTE}`,
    ]) {
      expect((await enviar('GET', url)).statusCode, url).toBe(401);
      expect((await enviar('GET', url, 'aluno')).statusCode, url).toBe(403);
    }
  });

  it('the demo gives each taught class and subject objects linked to real BNCC codes', async () => {
    const lista = (
      await enviar('GET', `/api/objetos-conhecimento?turma_id=${ids.sextoA}&disciplina_id=${ids.mat}`, 'professor')
    ).json();
    expect(lista.total).toBe(5);
    expect(lista.itens[0]).toMatchObject({
      codigo: 'OC-01',
      serie: '6º Ano',
      turma_nome: '6º Ano A',
      bimestre: 1,
      status: 'concluido',
    });
    expect(lista.itens[0].habilidades.map((h: { codigo: string }) => h.codigo)).toEqual(['EF06MA01', 'EF06MA02']);
    const resumo = (await enviar('GET', `/api/objetos-conhecimento/resumo?escola_id=${ids.principal}`, 'gestor')).json();
    expect(resumo.total).toBeGreaterThan(0);
    expect(resumo.total).toBe(resumo.pendentes + resumo.em_andamento + resumo.concluidos);
    expect(resumo.concluidos).toBeGreaterThan(0);
    expect(resumo.em_andamento).toBeGreaterThan(0);
  });

  it('filters by subject, bimestre, status and search', async () => {
    const q = async (qs: string) =>
      (await enviar('GET', `/api/objetos-conhecimento?escola_id=${ids.principal}&${qs}`, 'gestor')).json();
    expect((await q(`disciplina_id=${ids.lp}`)).itens.every((o: Objeto) => o.disciplina_id === ids.lp)).toBe(true);
    expect((await q('bimestre=2')).itens.every((o: Objeto) => o.bimestre === 2)).toBe(true);
    expect((await q('status=concluido')).itens.every((o: Objeto) => o.status === 'concluido')).toBe(true);
    expect((await q('busca=FRA%C3%87%C3%95ES')).itens.map((o: Objeto) => o.titulo).sort()).toEqual([
      'Adição e subtração de frações',
      'Adição e subtração de frações',
      'Frações: significados, comparação e equivalência',
      'Frações: significados, comparação e equivalência',
    ]);
    expect((await enviar('GET', '/api/objetos-conhecimento?bimestre=5', 'gestor')).json().error.fields.bimestre).toBe(
      'Bimestre deve ser de 1 a 4',
    );
    expect((await enviar('GET', '/api/objetos-conhecimento?status=feito', 'gestor')).json().error.fields.status).toBe(
      'Status inválido',
    );
  });

  it('a professor sees only the classes and subjects it teaches; another body sees nothing of Vale Verde', async () => {
    const profTurmas = (
      await enviar('GET', `/api/objetos-conhecimento?escola_id=${ids.principal}&por_pagina=100`, 'professor')
    ).json();
    const pares = new Set(profTurmas.itens.map((o: Objeto) => `${o.turma_id}:${o.disciplina_id}`));
    expect(pares).toEqual(new Set([`${ids.sextoA}:${ids.mat}`, `${ids.sextoB}:${ids.mat}`, `${ids.sextoA}:${ids.lp}`]));
    const deMarta = await criar(marta, novo({ turma_id: ids.sextoB, disciplina_id: ids.hist, habilidades: ['EF06HI01'] }));
    const res = await enviar('GET', `/api/objetos-conhecimento/${deMarta.id}`, 'professor');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Objeto de conhecimento não encontrado.' } });
    expect((await enviar('GET', `/api/objetos-conhecimento?escola_id=${ids.principal}`, 'empresa2')).json()).toMatchObject({
      itens: [],
      total: 0,
    });
    expect((await enviar('GET', `/api/objetos-conhecimento/${deMarta.id}`, 'empresa2')).statusCode).toBe(404);
  });

  it('opcoes: the classes of the school with their taught subjects; for a professor only its own', async () => {
    const gestor = (await enviar('GET', `/api/objetos-conhecimento/opcoes?escola_id=${ids.principal}`, 'gestor')).json();
    expect(gestor.turmas.map((x: { nome: string }) => x.nome)).toEqual([
      '6º Ano A',
      '6º Ano B',
      '7º Ano A',
      '7º Ano B',
      '8º Ano A',
      '9º Ano A',
    ]);
    expect(gestor.turmas[1].disciplinas.map((d: { disciplina: string }) => d.disciplina).sort()).toEqual([
      'artes',
      'ciencias',
      'educacao_fisica',
      'geografia',
      'historia',
      'lingua_estrangeira',
      'matematica',
      'portugues',
    ]);
    const prof = (await enviar('GET', `/api/objetos-conhecimento/opcoes?escola_id=${ids.principal}`, 'professor')).json();
    expect(
      prof.turmas.map((x: { nome: string; disciplinas: { disciplina: string }[] }) => [
        x.nome,
        x.disciplinas.map((d) => d.disciplina).sort(),
      ]),
    ).toEqual([
      ['6º Ano A', ['matematica', 'portugues']],
      ['6º Ano B', ['matematica']],
    ]);
    expect((await enviar('GET', `/api/objetos-conhecimento/opcoes?escola_id=${ids.principal}`, 'empresa2')).statusCode).toBe(404);
    expect((await enviar('GET', `/api/objetos-conhecimento/opcoes?turma_id=${ids.sextoA}`, 'empresa2')).statusCode).toBe(404);
    expect((await enviar('GET', '/api/objetos-conhecimento/opcoes', 'gestor')).json().error.fields.escola_id).toBe(
      'Informe a escola ou a turma.',
    );
  });
});

describe('writing', () => {
  it('401 without a session; 403 for aluno; professor may not delete', async () => {
    expect((await enviar('POST', '/api/objetos-conhecimento', undefined, {})).statusCode).toBe(401);
    expect((await enviar('POST', '/api/objetos-conhecimento', 'aluno', novo())).statusCode).toBe(403);
    const o = await criar('professor', novo());
    expect((await enviar('DELETE', `/api/objetos-conhecimento/${o.id}`, 'professor')).statusCode).toBe(403);
  });

  it('the required fields, and other bad input, → 400 naming each field', async () => {
    const res = await enviar('POST', '/api/objetos-conhecimento', 'professor', {
      turma_id: '',
      disciplina_id: '',
      codigo: '',
      titulo: ' ',
      descricao: '',
      bimestre: '',
    });
    esperaCampos(res, {
      turma_id: 'Turma é obrigatória',
      disciplina_id: 'Disciplina é obrigatória',
      codigo: 'Código é obrigatório',
      titulo: 'Título é obrigatório',
      descricao: 'Descrição é obrigatória',
      bimestre: 'Bimestre é obrigatório',
    });
    const campos = async (extra: object) =>
      (await enviar('POST', '/api/objetos-conhecimento', 'professor', novo(extra))).json().error.fields;
    expect(await campos({ bimestre: 5 })).toEqual({ bimestre: 'Bimestre deve ser de 1 a 4' });
    expect(await campos({ status: 'feito' })).toEqual({ status: 'Status inválido' });
    expect(await campos({ data_inicio: '2026-02-30' })).toEqual({ data_inicio: 'Data inválida' });
    expect(await campos({ data_inicio: '2026-05-10', data_fim: '2026-05-01' })).toEqual({
      data_fim: 'Data de fim deve ser igual ou posterior à data de início',
    });
    expect(await campos({ habilidades: ['EF06MA01', 'EF06MA99', 'XX'] })).toEqual({
      habilidades: 'Habilidade não encontrada no catálogo BNCC: EF06MA99, XX',
    });
    expect(await campos({ disciplina_id: ids.mat7, turma_id: ids.sextoA })).toEqual({
      disciplina_id: 'Disciplina não é lecionada nesta turma',
    });
  });

  it('a professor creates in a class and subject it teaches: serie from the class, status pendente, skills in order; audited', async () => {
    const o = await criar(
      'professor',
      novo({
        codigo: 'OC-MED',
        habilidades: ['ef06ma18', 'EF06MA01', 'EF06MA18'],
        competencias: ['A', ' ', 'B'],
        data_inicio: '2026-04-01',
        data_fim: '2026-04-30',
        observacoes: '',
      }),
    );
    expect(o).toMatchObject({
      codigo: 'OC-MED',
      serie: '6º Ano',
      status: 'pendente',
      competencias: ['A', 'B'],
      data_inicio: '2026-04-01',
      data_fim: '2026-04-30',
      observacoes: null,
    });
    expect(o.habilidades.map((h) => h.codigo)).toEqual(['EF06MA18', 'EF06MA01']);
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'objeto_conhecimento'), eq(auditoria.entidade_id, o.id)));
    expect(log).toMatchObject({ acao: 'criar', usuario_email: 'professor@demo.escola.br', depois: { codigo: 'OC-MED' } });
    const repetido = await enviar('POST', '/api/objetos-conhecimento', 'professor', novo({ codigo: 'OC-MED' }));
    expect(repetido.json().error.fields).toEqual({
      codigo: 'Já existe um objeto de conhecimento com este código nesta turma e disciplina',
    });
  });

  it("a body's own skill may be chosen by its classes, not by another body's", async () => {
    const h = { codigo: 'VV-MAT-77', descricao: 'Habilidade da rede.', componente_curricular: 'Matemática', ano_serie: '6º Ano' };
    await api.criar('/api/bncc', 'empresa', h);
    expect((await criar('gestor', novo({ habilidades: ['VV-MAT-77'] }))).habilidades[0]!.codigo).toBe('VV-MAT-77');
    const sa = await enviar(
      'POST',
      '/api/objetos-conhecimento',
      'empresa2',
      novo({ turma_id: ids.turmaSA, disciplina_id: ids.discSA, habilidades: ['VV-MAT-77'] }),
    );
    expect(sa.json().error.fields).toEqual({ habilidades: 'Habilidade não encontrada no catálogo BNCC: VV-MAT-77' });
  });

  it("a professor on a class or subject it does not teach: 403 in its class, 404 elsewhere; another body's class → 404", async () => {
    const outraDisciplina = await enviar(
      'POST',
      '/api/objetos-conhecimento',
      'professor',
      novo({ turma_id: ids.sextoB, disciplina_id: ids.hist, habilidades: [] }),
    );
    esperaMensagem(outraDisciplina, 403, 'Você não leciona esta disciplina nesta turma');
    const outraTurma = await enviar('POST', '/api/objetos-conhecimento', 'professor', novo({ turma_id: ids.seteA }));
    expect(outraTurma.statusCode).toBe(404);
    expect(outraTurma.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Turma não encontrada.' } });
    const outroTenant = await enviar(
      'POST',
      '/api/objetos-conhecimento',
      'empresa',
      novo({ turma_id: ids.turmaSA, disciplina_id: ids.discSA }),
    );
    expect(outroTenant.statusCode).toBe(404);
    const deMarta = await criar(marta, novo({ turma_id: ids.sextoB, disciplina_id: ids.hist, habilidades: [] }));
    for (const res of [
      await enviar('PUT', `/api/objetos-conhecimento/${deMarta.id}`, 'professor', { ...corpo(deMarta), titulo: 'Tomado' }),
      await enviar('POST', `/api/objetos-conhecimento/${deMarta.id}/avancar`, 'professor', { updated_at: deMarta.updated_at }),
    ])
      expect(res.statusCode).toBe(404);
    const sa = await criar('empresa2', novo({ turma_id: ids.turmaSA, disciplina_id: ids.discSA }));
    for (const res of [
      await enviar('PUT', `/api/objetos-conhecimento/${sa.id}`, 'empresa', { ...corpo(sa), titulo: 'Tomado' }),
      await enviar('DELETE', `/api/objetos-conhecimento/${sa.id}`, 'gestor'),
    ]) {
      esperaMensagem(res, 404, 'Objeto de conhecimento não encontrado.');
    }
    expect((await enviar('GET', `/api/objetos-conhecimento/${sa.id}`, 'empresa2')).json().titulo).toBe(sa.titulo);
  });

  it('edits every field; a stale version → 409; skills replaced', async () => {
    const o = await criar('professor', novo());
    const res = await enviar('PUT', `/api/objetos-conhecimento/${o.id}`, 'professor', {
      ...corpo(o),
      titulo: 'Medidas e grandezas',
      bimestre: 3,
      status: 'em_andamento',
      habilidades: ['EF06MA03'],
      competencias: [],
      observacoes: 'Revisar.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      titulo: 'Medidas e grandezas',
      bimestre: 3,
      status: 'em_andamento',
      competencias: [],
      observacoes: 'Revisar.',
    });
    expect(res.json().habilidades.map((h: { codigo: string }) => h.codigo)).toEqual(['EF06MA03']);
    const stale = await enviar('PUT', `/api/objetos-conhecimento/${o.id}`, 'gestor', { ...corpo(o), titulo: 'Outro' });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    expect(
      (await enviar('PUT', `/api/objetos-conhecimento/${o.id}`, 'gestor', { ...corpo(res.json()), updated_at: 'x' })).json().error
        .fields,
    ).toEqual({ updated_at: 'Versão do registro inválida' });
  });

  it('advances pendente → em_andamento → concluido, then refuses; each step needs the current version', async () => {
    let o = await criar('professor', novo());
    const passos: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await enviar('POST', `/api/objetos-conhecimento/${o.id}/avancar`, 'professor', { updated_at: o.updated_at });
      expect(res.statusCode, res.body).toBe(200);
      o = res.json();
      passos.push(o.status);
    }
    expect(passos).toEqual(['em_andamento', 'concluido']);
    const fim = await enviar('POST', `/api/objetos-conhecimento/${o.id}/avancar`, 'professor', { updated_at: o.updated_at });
    esperaMensagem(fim, 409, 'O objeto de conhecimento já está concluído.');
    const outro = await criar('professor', novo());
    const velho = outro.updated_at;
    await enviar('POST', `/api/objetos-conhecimento/${outro.id}/avancar`, 'gestor', { updated_at: velho });
    expect(
      (await enviar('POST', `/api/objetos-conhecimento/${outro.id}/avancar`, 'professor', { updated_at: velho })).statusCode,
    ).toBe(409);
  });

  it('gestor deletes (audited); the object and its skill links are gone', async () => {
    const o = await criar('professor', novo());
    expect((await enviar('DELETE', `/api/objetos-conhecimento/${o.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/objetos-conhecimento/${o.id}`, 'gestor')).statusCode).toBe(404);
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, o.id), eq(auditoria.acao, 'deletar')));
    expect(log).toMatchObject({ usuario_email: 'gestor@demo.escola.br', antes: { codigo: o.codigo } });
    expect((await enviar('DELETE', `/api/objetos-conhecimento/${ID_INEXISTENTE}`, 'admin')).statusCode).toBe(404);
  });
});
