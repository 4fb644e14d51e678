import { type InferSelectModel, type SQL, and, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { actorOf } from '../plugins/access';
import { NOTA_MENSAGENS } from '../../domain/schemas/nota';
import {
  type Alcance,
  type TurmaAlvo,
  carregarAlcance,
  disciplinaDaTurma,
  turmaParaEscrita,
  turmaParaLeitura,
} from '../policies/avaliacao';
import { badRequest, forbidden, notFound } from './errors';

/**
 * The grade or attendance record a PUT or DELETE by id changes, with the actor's reach. Input is
 * validated after the access check (attachValidation), so a request without a grant never learns
 * what the body should look like; out of reach → 404 (nothing leaks); readable but not writable
 * (an aluno's own row, a professor on another's subject) → 403.
 */
export async function registroParaEscrita<T extends { pode_escrever: boolean }>(
  db: Db,
  request: FastifyRequest,
  id: string,
  ler: (a: Alcance, id: string) => Promise<T | undefined>,
  naoEncontrado: string,
): Promise<{ a: Alcance; antes: T }> {
  if (request.validationError) throw request.validationError;
  const a = await carregarAlcance(db, actorOf(request));
  const antes = await ler(a, id);
  if (!antes) throw notFound(naoEncontrado);
  if (!antes.pode_escrever) throw forbidden();
  return { a, antes };
}

/**
 * The class a grade sheet or roll call is opened for, with the actor's reach (turmaParaLeitura).
 * A subject the class is not taught is no sheet to open: 404.
 */
export async function turmaParaAbrir(db: Db, request: FastifyRequest, turmaId: string, disciplinaId: string) {
  const a = await carregarAlcance(db, actorOf(request));
  const turma = await turmaParaLeitura(db, a, turmaId, disciplinaId);
  if (!(await disciplinaDaTurma(db, turma.id, disciplinaId))) throw notFound(NOTA_MENSAGENS.disciplinaDaTurma);
  return { a, turma };
}

/**
 * The class a whole grade sheet or roll call is saved into, with the actor's reach
 * (turmaParaEscrita). A subject the class is not taught is a wrong field of the body: 400.
 */
export async function turmaParaGravar(db: Db, request: FastifyRequest, turmaId: string, disciplinaId: string) {
  if (request.validationError) throw request.validationError;
  const a = await carregarAlcance(db, actorOf(request));
  const turma = await turmaParaEscrita(db, a, turmaId, disciplinaId);
  if (!(await disciplinaDaTurma(db, turma.id, disciplinaId)))
    throw badRequest(NOTA_MENSAGENS.disciplinaDaTurma, { disciplina_id: NOTA_MENSAGENS.disciplinaDaTurma });
  return { a, actor: a.actor, turma };
}

/** The columns a new grade or attendance record takes from its class, student and subject. */
export function daTurma(turma: TurmaAlvo, aluno_id: string, disciplina_id: string) {
  return { empresa_id: turma.empresa_id, escola_id: turma.escola_id, turma_id: turma.id, aluno_id, disciplina_id };
}

/**
 * The rows a whole grade sheet or roll call already holds for these students (`onde` picks the
 * sheet), locked until the transaction ends so no other save changes them in between; by student.
 */
export async function linhasTravadasPorAluno<T extends PgTable & { aluno_id: AnyPgColumn }>(
  tx: Tx,
  tabela: T,
  onde: SQL | undefined,
  alunoIds: string[],
): Promise<Map<string, InferSelectModel<T>>> {
  const daTabela: PgTable = tabela;
  const linhas = (await tx
    .select()
    .from(daTabela)
    .where(and(onde, inArray(tabela.aluno_id, alunoIds)))
    .for('update')) as InferSelectModel<T>[];
  return new Map(linhas.map((l) => [(l as { aluno_id: string }).aluno_id, l]));
}
