import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../../domain/calendario';
import { diaDaSemana, somarDias } from '../../../domain/calendario/datas';
import { CHAVES } from '../../../domain/pendencia/textos-gerados';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-bimestral';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import {
  alunos,
  anosLetivos,
  atribuicoes,
  auditoria,
  fechamentosEventos,
  frequencias,
  matriculas,
  notificacoes,
  pendencias,
  turmas,
} from '../../db/schema';
import { hojeNaEmpresa } from '../fuso';
import { sincronizarPendenciasDaTurma, sincronizarSeAntiga } from './sincronizar';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let hoje: string;
/** Monday of last week: a lesson day whose tolerance (2 school days) is over, whatever weekday today is. */
let dia: string;
let seq = 0;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  hoje = await hojeNaEmpresa(api.db, c.vv.id);
  dia = somarDias(hoje, -7 - ((diaDaSemana(hoje) + 6) % 7));
  // Vale Verde's year, stretched back over the previous one: every weekday a school day of the 1st
  // bimestre (no holiday, no recesso), so the lessons of the last weeks are school days whatever today
  // is, January included; every deadline next year, so no grade is "missing near the deadline" and the
  // only blocking cause is the roll call.
  const ano = c.t6A.ano_letivo;
  const base = calendarioPadrao(ano);
  const inicio = `${ano - 1}-01-01`;
  const prazo = `${ano + 1}-03-31`;
  const bimestres = [
    { inicio, fim: `${ano}-12-27`, prazo },
    { inicio: `${ano}-12-28`, fim: `${ano}-12-28`, prazo },
    { inicio: `${ano}-12-29`, fim: `${ano}-12-29`, prazo },
    { inicio: `${ano}-12-30`, fim: `${ano}-12-31`, prazo },
  ];
  await api.db
    .insert(anosLetivos)
    .values({ empresa_id: c.vv.id, ano, inicio, fim: `${ano}-12-31`, bimestres, dias: [] })
    .onConflictDoUpdate({
      target: [anosLetivos.empresa_id, anosLetivos.ano],
      set: { inicio, fim: `${ano}-12-31`, bimestres, dias: [] },
    });
  expect(base.ano).toBe(ano);
});

/**
 * A class of its own (no demo data): Matemática taught by the demo professor, two students, and
 * roll calls two weeks before and a week after `dia` — so `dia`, the same weekday, is a lesson day without one.
 */
async function turmaComChamadaFaltando() {
  const n = ++seq;
  const [turma] = await api.db
    .insert(turmas)
    .values({
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      nome: `Pendências ${n} ${Date.now()}`,
      serie: '6º Ano',
      turno: 'matutino',
      ano_letivo: c.t6A.ano_letivo,
    })
    .returning();
  await api.db
    .insert(atribuicoes)
    .values({ empresa_id: c.vv.id, professor_id: c.professor.id, turma_id: turma!.id, disciplina_id: c.matematica.id });
  const novos = await api.db
    .insert(alunos)
    .values(
      [1, 2].map((i) => ({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        matricula: `PEND${n}${i}${Date.now()}`,
        nome: `Aluno ${i} da turma ${n}`,
      })),
    )
    .returning();
  await api.db.insert(matriculas).values(
    novos.map((a) => ({
      empresa_id: c.vv.id,
      aluno_id: a.id,
      turma_id: turma!.id,
      ano_letivo: c.t6A.ano_letivo,
      data_inicio: `${c.t6A.ano_letivo - 1}-01-01`,
    })),
  );
  // The two weeks before and the week after `dia` (this week's Monday, today at the latest): only `dia` is missing.
  await api.db.insert(frequencias).values(
    [-14, -7, 7].flatMap((n) =>
      novos.map((a) => ({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: turma!.id,
        aluno_id: a.id,
        disciplina_id: c.matematica.id,
        data: somarDias(dia, n),
      })),
    ),
  );
  return { turma: turma!, alunos: novos, chave: CHAVES.chamada(turma!.id, c.matematica.id, dia) };
}

const daChave = async (chave: string) => api.db.select().from(pendencias).where(eq(pendencias.chave, chave));

async function tomarChamada(turmaId: string, alunoIds: string[], data = dia) {
  return enviar('PUT', '/api/frequencias/chamada', 'professor', {
    turma_id: turmaId,
    disciplina_id: c.matematica.id,
    data,
    itens: alunoIds.map((aluno_id) => ({ aluno_id, presente: true, justificativa: null, observacoes: null, updated_at: null })),
  });
}

describe('a generated pendency', () => {
  it('appears after its cause, is told to the responsável, and resolves itself (network today) when the roll call is taken', async () => {
    const { turma, alunos: doTurma, chave } = await turmaComChamadaFaltando();
    expect(await sincronizarPendenciasDaTurma(api.db, turma.id)).toEqual({ criadas: 1, resolvidas: 0, reabertas: 0 });
    const [p] = await daChave(chave);
    expect(p).toMatchObject({
      origem: 'chamada_ausente',
      status: 'pendente',
      bloqueante: true,
      responsavel_id: c.professor.id,
      disciplina_id: c.matematica.id,
      bimestre: 1,
      tipo: 'frequencia',
      escola_id: c.principal.id,
      link: `/escola/${c.principal.id}/turma/${turma.id}/frequencia?data=${dia}&disciplina=${c.matematica.id}`,
      data_resolucao: null,
    });
    const [aviso] = await api.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.usuario_id, c.professor.id), eq(notificacoes.link, p!.link!)));
    expect(aviso?.titulo).toMatch(/^Nova pendência: Chamada não registrada: Matemática/);

    // Nothing changed: nothing to do.
    expect(await sincronizarPendenciasDaTurma(api.db, turma.id)).toEqual({ criadas: 0, resolvidas: 0, reabertas: 0 });

    expect(
      (
        await tomarChamada(
          turma.id,
          doTurma.map((a) => a.id),
        )
      ).statusCode,
    ).toBe(200);
    const [resolvida] = await daChave(chave);
    expect(resolvida).toMatchObject({ id: p!.id, status: 'resolvida', data_resolucao: hoje });
  });

  it('reopens when the cause comes back, and never touches one a person cancelled', async () => {
    const { turma, alunos: doTurma, chave } = await turmaComChamadaFaltando();
    await sincronizarPendenciasDaTurma(api.db, turma.id);
    const ids = doTurma.map((a) => a.id);
    await tomarChamada(turma.id, ids);
    expect((await daChave(chave))[0]?.status).toBe('resolvida');

    // The roll call is deleted: the cause is back, on the same row.
    await api.db.delete(frequencias).where(and(eq(frequencias.turma_id, turma.id), eq(frequencias.data, dia)));
    expect(await sincronizarPendenciasDaTurma(api.db, turma.id)).toMatchObject({ criadas: 0, reabertas: 1 });
    const [reaberta] = await daChave(chave);
    expect(reaberta).toMatchObject({ status: 'pendente', data_resolucao: null });

    // Cancelled by a person: it stays so, with the cause gone or back.
    await api.db
      .update(pendencias)
      .set({ status: 'cancelada', motivo_cancelamento: 'Não houve aula (passeio da escola).' })
      .where(eq(pendencias.id, reaberta!.id));
    await tomarChamada(turma.id, ids);
    await api.db.delete(frequencias).where(and(eq(frequencias.turma_id, turma.id), eq(frequencias.data, dia)));
    await sincronizarPendenciasDaTurma(api.db, turma.id);
    expect(await daChave(chave)).toMatchObject([{ status: 'cancelada' }]);
  });

  it('is exactly one row under concurrent saves and syncs', async () => {
    const { turma, alunos: doTurma, chave } = await turmaComChamadaFaltando();
    const ids = doTurma.map((a) => a.id);
    // Roll calls of other days (each save syncs the class) racing plain syncs and a fresh read.
    const outros = [3, 4, 5].map((i) => somarDias(dia, -7 * i));
    await Promise.all([
      ...outros.map((d) => tomarChamada(turma.id, ids, d)),
      ...Array.from({ length: 4 }, () => sincronizarPendenciasDaTurma(api.db, turma.id)),
      sincronizarSeAntiga(api.db, turma.id),
    ]);
    expect(await daChave(chave)).toHaveLength(1);
    const repetidas = await api.db
      .select({ chave: pendencias.chave, n: sql<number>`count(*)::int` })
      .from(pendencias)
      .where(eq(pendencias.turma_id, turma.id))
      .groupBy(pendencias.chave)
      .having(sql`count(*) > 1`);
    expect(repetidas).toEqual([]);
    const [aviso] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificacoes)
      .where(eq(notificacoes.link, (await daChave(chave))[0]!.link!));
    expect(aviso?.n).toBe(1);
  });
});

describe('finalizing a bimestre with a blocking pendency', () => {
  const URL = '/api/fechamentos-bimestrais';

  it('is refused (409, with the count); a professor cannot override; the gestor finalizes with a written reason, audited', async () => {
    const { turma } = await turmaComChamadaFaltando();
    const f = await api.criar(URL, 'gestor', { turma_id: turma.id, disciplina_id: c.matematica.id, bimestre: 1 });

    // No sync ran before: finalizing brings the pendencies up to date itself.
    const recusa = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {});
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toEqual({ code: 'PENDENCIAS_BLOQUEANTES', message: MSG.pendenciasBloqueantes(1, false) });
    expect(MSG.pendenciasBloqueantes(1, false)).toBe(
      'Há 1 pendência bloqueante desta turma e disciplina no bimestre: resolva-a antes de finalizar.',
    );
    const doProfessor = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', { motivo_pendencias: 'Quero finalizar' });
    expect(doProfessor.statusCode).toBe(403);
    expect(doProfessor.json().error.message).toBe(MSG.soGestaoSuperaPendencias);

    const semMotivo = await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', {});
    expect(semMotivo.statusCode).toBe(409);
    expect(semMotivo.json().error.message).toBe(
      'Há 1 pendência bloqueante desta turma e disciplina no bimestre: resolva-a ou finalize com uma justificativa.',
    );
    expect((await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', { motivo_pendencias: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );

    const motivo = 'Chamada do dia registrada em papel; o professor esteve afastado.';
    const ok = await enviar('POST', `${URL}/${f.id}/finalizar`, 'gestor', { motivo_pendencias: motivo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'finalizado', data_fechamento: hoje });
    const eventos = await api.db.select().from(fechamentosEventos).where(eq(fechamentosEventos.fechamento_id, f.id));
    expect(eventos).toMatchObject([{ acao: 'finalizado', motivo }]);
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, f.id), eq(auditoria.acao, 'finalizar')));
    expect(registro?.depois).toMatchObject({ motivo_pendencias: motivo, pendencias_bloqueantes: 1 });
  });

  it('is allowed to the professor once the roll call is taken (the pendency resolved itself)', async () => {
    const { turma, alunos: doTurma, chave } = await turmaComChamadaFaltando();
    const f = await api.criar(URL, 'gestor', { turma_id: turma.id, disciplina_id: c.matematica.id, bimestre: 1 });
    expect((await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {})).statusCode).toBe(409);
    await tomarChamada(
      turma.id,
      doTurma.map((a) => a.id),
    );
    expect((await daChave(chave))[0]?.status).toBe('resolvida');
    const ok = await enviar('POST', `${URL}/${f.id}/finalizar`, 'professor', {});
    expect(ok.statusCode).toBe(200);
    const eventos = await api.db.select().from(fechamentosEventos).where(eq(fechamentosEventos.fechamento_id, f.id));
    expect(eventos).toMatchObject([{ acao: 'finalizado', motivo: null }]);
  });
});
