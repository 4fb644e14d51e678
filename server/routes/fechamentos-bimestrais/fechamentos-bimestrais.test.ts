// @motores: transações e travas de linha
import ExcelJS from 'exceljs';
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../../domain/calendario';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-bimestral';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { fechamentoDeOutraRede } from '../../../test/fechamento';
import { anosLetivos, atribuicoes, auditoria, fechamentosBimestrais, fechamentosSnapshots, notas } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let outraDisciplina: string;
const URL = '/api/fechamentos-bimestrais';

function ontem(): string {
  const d = new Date(`${hojeISO()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  // A subject of 6º Ano A another teacher teaches.
  const [outra] = await api.db
    .select({ id: atribuicoes.disciplina_id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, c.t6A.id), ne(atribuicoes.professor_id, c.professor.id)))
    .limit(1);
  outraDisciplina = outra!.id;
  // Vale Verde's calendar: the 1st bimestre's deadline was yesterday, the others far ahead.
  const ano = c.t6A.ano_letivo;
  const cal = calendarioPadrao(ano);
  const bimestres = cal.bimestres.map((b, i) => ({ ...b, prazo: i === 0 ? ontem() : `${ano + 1}-06-30` }));
  await api.db
    .insert(anosLetivos)
    .values({ empresa_id: c.vv.id, ano, inicio: cal.inicio, fim: cal.fim, bimestres, dias: cal.dias })
    .onConflictDoUpdate({ target: [anosLetivos.empresa_id, anosLetivos.ano], set: { bimestres } });
});

const criar = (quem: string, disciplina_id: string, bimestre: number, extra: object = {}) =>
  enviar('POST', URL, quem, { turma_id: c.t6A.id, disciplina_id, bimestre, ...extra });
const snapshotsDe = (id: string) =>
  api.db
    .select({ versao: fechamentosSnapshots.versao, n: sql<number>`count(*)::int` })
    .from(fechamentosSnapshots)
    .where(eq(fechamentosSnapshots.fechamento_id, id))
    .groupBy(fechamentosSnapshots.versao);
const planilhaUrl = (disciplina: string, bimestre: number) =>
  `/api/notas/planilha?turma_id=${c.t6A.id}&disciplina_id=${disciplina}&bimestre=${bimestre}`;
async function salvarPlanilha(quem: string, disciplina: string, bimestre: number, nota: number) {
  const p = await api.json(planilhaUrl(disciplina, bimestre), quem);
  const itens = p.itens.map((l: Record<string, unknown>) => ({
    aluno_id: l.aluno_id,
    nota1: nota,
    nota2: l.nota2,
    nota3: l.nota3,
    nota4: l.nota4,
    observacoes: l.observacoes,
    updated_at: l.updated_at,
  }));
  return enviar('PUT', '/api/notas/planilha', quem, { turma_id: c.t6A.id, disciplina_id: disciplina, bimestre, itens });
}

describe('who reaches the bimonthly closings', () => {
  it.each([
    ['GET', `${URL}?turma_id=${ID_INEXISTENTE}`],
    ['GET', `${URL}/resumo?turma_id=${ID_INEXISTENTE}`],
    ['GET', `${URL}/exportar?turma_id=${ID_INEXISTENTE}`],
    ['GET', `${URL}/${ID_INEXISTENTE}`],
    ['POST', URL],
    ['PUT', `${URL}/${ID_INEXISTENTE}`],
    ['DELETE', `${URL}/${ID_INEXISTENTE}`],
    ['POST', `${URL}/${ID_INEXISTENTE}/finalizar`],
    ['POST', `${URL}/${ID_INEXISTENTE}/reabrir`],
    ['POST', `${URL}/${ID_INEXISTENTE}/aprovar`],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    expect((await enviar(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
  });

  it('aluno → 403; professor → 403 on reopening, approving and deleting', async () => {
    expect((await enviar('GET', `${URL}?turma_id=${c.t6A.id}`, 'aluno')).statusCode).toBe(403);
    expect((await criar('aluno', c.matematica.id, 1)).statusCode).toBe(403);
    const f = await api.criar(URL, 'gestor', { turma_id: c.t6A.id, disciplina_id: c.matematica.id, bimestre: 3 });
    expect((await enviar('POST', `${URL}/${f.id}/reabrir`, 'professor', { motivo: 'x' })).statusCode).toBe(403);
    expect((await enviar('POST', `${URL}/${f.id}/aprovar`, 'professor')).statusCode).toBe(403);
    expect((await enviar('DELETE', `${URL}/${f.id}`, 'professor')).statusCode).toBe(403);
    expect((await enviar('DELETE', `${URL}/${f.id}`, 'gestor')).statusCode).toBe(204);
  });

  it("another network's class and closing: 404 with no data", async () => {
    const alheio = await fechamentoDeOutraRede(api.db, c);
    esperaMensagem(await enviar('GET', `${URL}?turma_id=${c.tSA.id}`, 'empresa'), 404, 'Turma não encontrada.');
    esperaMensagem(await enviar('GET', `${URL}/${alheio.id}`, 'empresa'), 404, MSG.naoEncontrado);
    expect((await enviar('POST', `${URL}/${alheio.id}/finalizar`, 'gestor', {})).statusCode).toBe(404);
    expect((await enviar('DELETE', `${URL}/${alheio.id}`, 'empresa')).statusCode).toBe(404);
    expect((await enviar('GET', `${URL}/${alheio.id}`, 'empresa2')).statusCode).toBe(200);
  });

  it('a professor cannot finalize (nor create) another teacher’s subject', async () => {
    expect((await criar('professor', outraDisciplina, 1)).statusCode).toBe(403);
    const f = await api.criar(URL, 'gestor', { turma_id: c.t6A.id, disciplina_id: outraDisciplina, bimestre: 1 });
    const res = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {});
    expect([403, 404]).toContain(res.statusCode);
    const [row] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, f.id));
    expect(row!.status).toBe('em_andamento');
  });
});

describe('input', () => {
  it('400 with field messages: missing fields, a subject not of the class, a second closing, bad aulas, no motivo', async () => {
    const vazio = await enviar('POST', URL, 'gestor', {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().error.fields).toMatchObject({
      turma_id: MSG.turma,
      disciplina_id: MSG.disciplina,
      bimestre: MSG.bimestre,
    });
    esperaCampo(await criar('gestor', c.discSA.id, 1), 'disciplina_id', MSG.disciplinaDaTurma);
    esperaCampo(await criar('gestor', c.portugues.id, 1, { aulas_previstas: -1 }), 'aulas_previstas', MSG.aulasPrevistas);
    await api.criar(URL, 'professor', { turma_id: c.t6A.id, disciplina_id: c.portugues.id, bimestre: 2 });
    esperaCampo(await criar('gestor', c.portugues.id, 2), 'bimestre', MSG.duplicado);
  });
});

describe('a closing from creation to approval', () => {
  it('figures are computed, the edit keeps them, finalizing snapshots and locks, reopening needs the empresa after the deadline', async () => {
    const f = await api.criar(URL, 'professor', {
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 1,
      observacoes: 'Primeiro bimestre',
    });
    expect(f).toMatchObject({ status: 'em_andamento', alunos: c.alunos6A.length, pode_finalizar: true, pode_reabrir: false });
    expect(f.media_turma).toBeGreaterThan(0);
    expect(f.aprovados + f.recuperacao + f.reprovados + f.pendentes).toBe(c.alunos6A.length);
    expect(f.aulas_dadas).toBeGreaterThan(0);
    expect(f.aulas_previstas).toBeGreaterThan(0);
    expect(f.percentual_frequencia).toBeGreaterThan(50);

    // The class average is the mean of the bimester grades the grade sheet shows.
    const p = await api.json(planilhaUrl(c.matematica.id, 1), 'professor');
    const medias = p.itens.map((l: { media: number | null }) => l.media).filter((m: number | null) => m !== null);
    const esperado =
      Math.round((medias.reduce((s: number, m: number) => s + Math.round(m * 10) / 10, 0) / medias.length) * 100) / 100;
    expect(f.media_turma).toBeCloseTo(esperado, 1);

    // Edit: only the typed fields; status and figures stay.
    const editado = await enviar('PUT', `${URL}/${f.id}`, 'professor', {
      observacoes: 'Revisado',
      justificativa: null,
      aulas_previstas: 40,
      updated_at: f.updated_at,
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({
      observacoes: 'Revisado',
      aulas_previstas: 40,
      status: 'em_andamento',
      media_turma: f.media_turma,
    });
    expect((await enviar('PUT', `${URL}/${f.id}`, 'professor', { updated_at: f.updated_at })).statusCode).toBe(409);

    // List, filters and cards.
    const lista = await api.json(`${URL}?turma_id=${c.t6A.id}&bimestre=1&busca=matem`, 'professor');
    expect(lista.itens.map((i: { id: string }) => i.id)).toEqual([f.id]);
    const resumo = await api.json(`${URL}/resumo?turma_id=${c.t6A.id}&disciplina_id=${c.matematica.id}&bimestre=1`, 'professor');
    expect(resumo).toEqual({ total: 1, finalizados: 0, em_andamento: 1, media_frequencia: f.percentual_frequencia });

    // Finalize: snapshot of every student, today's date, the lock.
    const fin = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {});
    expect(fin.statusCode, fin.body).toBe(200);
    expect(fin.json()).toMatchObject({
      status: 'finalizado',
      data_fechamento: hojeISO(),
      versao_snapshot: 1,
      media_turma: f.media_turma,
    });
    expect(await snapshotsDe(f.id)).toEqual([{ versao: 1, n: c.alunos6A.length }]);
    expect((await enviar('PUT', `${URL}/${f.id}`, 'professor', { updated_at: fin.json().updated_at })).statusCode).toBe(409);
    expect((await enviar('DELETE', `${URL}/${f.id}`, 'gestor')).statusCode).toBe(409);
    const travada = await salvarPlanilha('professor', c.matematica.id, 1, 9);
    expect(travada.statusCode, travada.body).toBe(409);
    expect(travada.json().error.code).toBe('PERIODO_FECHADO');

    // The closing as stored: per-student rows from the snapshot and the history.
    const detalhe = await api.json(`${URL}/${f.id}`, 'gestor');
    expect(detalhe.origem).toBe('snapshot');
    expect(detalhe.itens).toHaveLength(c.alunos6A.length);
    expect(detalhe.eventos.map((e: { acao: string }) => e.acao)).toEqual(['finalizado']);

    // After the deadline, the gestor may not reopen; the empresa may.
    const gestor = await enviar('POST', `${URL}/${f.id}/reabrir`, 'gestor', { motivo: 'Correção de notas' });
    expect(gestor.statusCode).toBe(403);
    expect(gestor.json().error.message).toContain('só a secretaria (empresa) pode reabrir');
    esperaCampo(await enviar('POST', `${URL}/${f.id}/reabrir`, 'empresa', { motivo: '  ' }), 'motivo', MSG.motivo);
    const reaberto = await enviar('POST', `${URL}/${f.id}/reabrir`, 'empresa', { motivo: 'Correção de notas' });
    expect(reaberto.statusCode, reaberto.body).toBe(200);
    expect(reaberto.json()).toMatchObject({ status: 'em_andamento', versao_snapshot: 1 });
    expect((await snapshotsDe(f.id)).length).toBe(1);
    expect((await salvarPlanilha('professor', c.matematica.id, 1, 9)).statusCode).toBe(200);

    const historico = await api.json(`${URL}/${f.id}`, 'gestor');
    expect(historico.origem).toBe('ao_vivo');
    expect(historico.eventos[0]).toMatchObject({ acao: 'reaberto', motivo: 'Correção de notas' });

    // Finalize again (a new generation), then the gestor approves.
    expect((await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', {})).json().versao_snapshot).toBe(2);
    expect((await enviar('POST', `${URL}/${f.id}/aprovar`, 'gestor')).json()).toMatchObject({ status: 'aprovado' });
    expect((await enviar('POST', `${URL}/${f.id}/aprovar`, 'gestor')).statusCode).toBe(409);
    const acoes = await api.db.select({ acao: auditoria.acao }).from(auditoria).where(eq(auditoria.entidade_id, f.id));
    expect(acoes.map((a) => a.acao)).toEqual(expect.arrayContaining(['criar', 'atualizar', 'finalizar', 'reabrir', 'aprovar']));
  });

  it('before the deadline the gestor reopens', async () => {
    const f = await api.criar(URL, 'gestor', { turma_id: c.t6A.id, disciplina_id: c.matematica.id, bimestre: 2 });
    expect((await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', {})).statusCode).toBe(200);
    const r = await enviar('POST', `${URL}/${f.id}/reabrir`, 'gestor', { motivo: 'Aluno transferido' });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('two finalizations at once produce one snapshot generation', async () => {
    const f = await api.criar(URL, 'gestor', { turma_id: c.t6A.id, disciplina_id: c.portugues.id, bimestre: 3 });
    const [a, b] = await Promise.all([
      enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', {}),
      enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await snapshotsDe(f.id)).toEqual([{ versao: 1, n: c.alunos6A.length }]);
  });

  it('more than half the class below the passing grade: justificativa required', async () => {
    await api.db.insert(notas).values(
      c.alunos6A.map((al) => ({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: c.t6A.id,
        aluno_id: al.id,
        disciplina_id: c.portugues.id,
        bimestre: 4,
        nota1: 3,
        nota2: 4,
        nota3: 3,
        nota4: 4,
      })),
    );
    const f = await api.criar(URL, 'professor', { turma_id: c.t6A.id, disciplina_id: c.portugues.id, bimestre: 4 });
    expect(f).toMatchObject({ exige_justificativa: true, media_turma: 3.5, reprovados: c.alunos6A.length });
    esperaCampo(await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {}), 'justificativa', MSG.justificativaObrigatoria);
    expect(await snapshotsDe(f.id)).toEqual([]);
    const ok = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', { justificativa: 'Turma com greve no bimestre' });
    expect(ok.json()).toMatchObject({ status: 'finalizado', justificativa: 'Turma com greve no bimestre' });
  });

  it('exports the rows shown as a real XLSX, audited', async () => {
    const res = await enviar('GET', `${URL}/exportar?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}`, 'gestor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0]!;
    const lista = await api.json(`${URL}?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}`, 'gestor');
    expect(folha.rowCount).toBe(1 + lista.total);
    expect(folha.getRow(1).getCell(1).value).toBe('Disciplina');
    expect(folha.getRow(2).getCell(1).value).toBe(lista.itens[0].disciplina_nome);
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'exportar'), eq(auditoria.entidade, 'fechamento_bimestral')));
    expect(registro).toBeDefined();
  });
});
