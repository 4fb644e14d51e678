import { and, count, desc, eq, sql } from 'drizzle-orm';
import { numeroMatricula } from '../../domain/academico/turma';
import { MATRICULA_MENSAGENS as MSG } from '../../domain/schemas/matricula';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { alunos, escolas, matriculaSequencias, matriculas, turmas } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { isUniqueViolation } from '../lib/gravacao';
import { hojeNaEmpresa } from './fuso';
import type { LinhaMatricula } from '../presenters/aluno';

/**
 * The enrolment rules shared by the student, class and enrolment routes. Each runs inside the
 * caller's transaction and locks the class row first, so the capacity check and the insert
 * see the same count even when two people enrol at once.
 */

/** The next matrícula number of the education body for the year, unique under concurrency. */
export async function proximoNumeroMatricula(tx: Db | Tx, empresaId: string, ano: number): Promise<string> {
  const [row] = await tx
    .insert(matriculaSequencias)
    .values({ empresa_id: empresaId, ano, ultimo: 1 })
    .onConflictDoUpdate({
      target: [matriculaSequencias.empresa_id, matriculaSequencias.ano],
      set: { ultimo: sql`${matriculaSequencias.ultimo} + 1` },
    })
    .returning({ ultimo: matriculaSequencias.ultimo });
  return numeroMatricula(ano, row!.ultimo);
}

export interface TurmaTravada {
  id: string;
  nome: string;
  capacidade: number;
  ativo: boolean;
  escola_id: string;
  empresa_id: string;
  ano_letivo: number;
}

export async function travarTurma(tx: Tx, turmaId: string): Promise<TurmaTravada | null> {
  const [row] = await tx
    .select({
      id: turmas.id,
      nome: turmas.nome,
      capacidade: turmas.capacidade,
      ativo: turmas.ativo,
      escola_id: turmas.escola_id,
      empresa_id: turmas.empresa_id,
      ano_letivo: turmas.ano_letivo,
    })
    .from(turmas)
    .where(eq(turmas.id, turmaId))
    .for('update');
  return row ?? null;
}

async function garantirVaga(tx: Tx, turma: TurmaTravada) {
  if (!turma.ativo) throw conflict(MSG.turmaInativa);
  const [ativas] = await tx
    .select({ n: count() })
    .from(matriculas)
    .where(and(eq(matriculas.turma_id, turma.id), eq(matriculas.status, 'ativa')));
  if ((ativas?.n ?? 0) >= turma.capacidade) throw conflict(MSG.lotada(turma.nome, turma.capacidade));
}

async function garantirSemOutraMatricula(tx: Tx, alunoId: string, anoLetivo: number) {
  const [outra] = await tx
    .select({ turma: turmas.nome })
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .where(and(eq(matriculas.aluno_id, alunoId), eq(matriculas.ano_letivo, anoLetivo), eq(matriculas.status, 'ativa')));
  if (outra) throw conflict(MSG.jaMatriculado(outra.turma));
}

interface AlunoMatriculavel {
  id: string;
  escola_id: string;
  empresa_id: string;
  status: string;
}

/** Enrols a student of the class's school into it, from `dataInicio` (today by default). */
export async function matricular(
  tx: Tx,
  aluno: AlunoMatriculavel,
  turma: TurmaTravada,
  dataInicio: string | null,
): Promise<string> {
  if (aluno.status !== 'ativo') throw conflict(MSG.alunoInativo);
  if (turma.escola_id !== aluno.escola_id) throw conflict(MSG.outraEscola);
  await garantirVaga(tx, turma);
  await garantirSemOutraMatricula(tx, aluno.id, turma.ano_letivo);
  try {
    const [row] = await tx
      .insert(matriculas)
      .values({
        empresa_id: aluno.empresa_id,
        aluno_id: aluno.id,
        turma_id: turma.id,
        ano_letivo: turma.ano_letivo,
        data_inicio: dataInicio ?? (await hojeNaEmpresa(tx, aluno.empresa_id)),
      })
      .returning({ id: matriculas.id });
    return row!.id;
  } catch (err) {
    if (isUniqueViolation(err, 'matriculas_aluno_ano_ativa_uq')) throw conflict(MSG.jaMatriculado(turma.nome));
    throw err;
  }
}

interface MatriculaAtiva {
  id: string;
  aluno_id: string;
  turma_id: string;
  empresa_id: string;
  data_inicio: string;
}

/**
 * Moves a student to another class: the old enrolment ends as 'transferida' on `data` and a new
 * one starts that day, so grades and attendance stay with the old class as history. A class of
 * another school of the body moves the student to that school.
 */
export async function transferir(tx: Tx, atual: MatriculaAtiva, destino: TurmaTravada, data: string | null): Promise<string> {
  const dia = data ?? (await hojeNaEmpresa(tx, atual.empresa_id));
  if (destino.id === atual.turma_id) throw conflict(MSG.mesmaTurma);
  if (destino.empresa_id !== atual.empresa_id) throw conflict(MSG.outraRede);
  if (dia < atual.data_inicio) throw badRequest(MSG.dataAnterior, { data: MSG.dataAnterior });
  await garantirVaga(tx, destino);
  const ended = await tx
    .update(matriculas)
    .set({ status: 'transferida', data_fim: dia, updated_at: sql`now()` })
    .where(and(eq(matriculas.id, atual.id), eq(matriculas.status, 'ativa')))
    .returning({ id: matriculas.id });
  if (!ended.length) throw conflict(MSG.naoAtiva);
  await garantirSemOutraMatricula(tx, atual.aluno_id, destino.ano_letivo);
  const [row] = await tx
    .insert(matriculas)
    .values({
      empresa_id: atual.empresa_id,
      aluno_id: atual.aluno_id,
      turma_id: destino.id,
      ano_letivo: destino.ano_letivo,
      data_inicio: dia,
    })
    .returning({ id: matriculas.id });
  await tx
    .update(alunos)
    .set({ escola_id: destino.escola_id, updated_at: sql`greatest(now(), ${alunos.updated_at} + interval '1 millisecond')` })
    .where(and(eq(alunos.id, atual.aluno_id), sql`${alunos.escola_id} <> ${destino.escola_id}`));
  return row!.id;
}

/** Ends an active enrolment as concluída or cancelada (or transferida when the student leaves the network). */
export async function encerrar(
  tx: Tx,
  atual: MatriculaAtiva,
  status: 'concluida' | 'cancelada' | 'transferida',
  dataFim: string | null,
): Promise<void> {
  // An enrolment that starts later than the day it ends (planned, then called off) ends on its first day.
  let dia = dataFim;
  if (!dia) {
    const hojeNaEscola = await hojeNaEmpresa(tx, atual.empresa_id);
    dia = hojeNaEscola < atual.data_inicio ? atual.data_inicio : hojeNaEscola;
  }
  if (dia < atual.data_inicio) throw badRequest(MSG.dataAnterior, { data_fim: MSG.dataAnterior });
  const ended = await tx
    .update(matriculas)
    .set({ status, data_fim: dia, updated_at: sql`now()` })
    .where(and(eq(matriculas.id, atual.id), eq(matriculas.status, 'ativa')))
    .returning({ id: matriculas.id });
  if (!ended.length) throw conflict(MSG.naoAtiva);
}

/** Enrolments with their class and school, most recent first. */
export async function historicoDe(db: Db | Tx, alunoIds: string[]): Promise<LinhaMatricula[]> {
  if (!alunoIds.length) return [];
  return historicoPreparado(db, {}).execute({ alunos: alunoIds });
}

/** Built once (consultaFixa): every student list asks for its page's enrolments. */
const historicoPreparado = consultaFixa((db, _f: SemForma, ph: Marcador<{ alunos: string[] }>) =>
  db
    .select({
      id: matriculas.id,
      empresa_id: matriculas.empresa_id,
      aluno_id: matriculas.aluno_id,
      turma_id: matriculas.turma_id,
      ano_letivo: matriculas.ano_letivo,
      data_inicio: matriculas.data_inicio,
      data_fim: matriculas.data_fim,
      status: matriculas.status,
      created_at: matriculas.created_at,
      updated_at: matriculas.updated_at,
      turma_nome: turmas.nome,
      serie: turmas.serie,
      escola_id: turmas.escola_id,
      escola_nome: escolas.nome,
    })
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .where(sql`${matriculas.aluno_id} = any(${ph('alunos')}::uuid[])`)
    .orderBy(desc(matriculas.ano_letivo), desc(matriculas.data_inicio), desc(matriculas.created_at))
    .prepare(SEM_NOME),
);
