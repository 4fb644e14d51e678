import { eq } from 'drizzle-orm';
import { FECHAMENTO_ANUAL_MENSAGENS as MSG } from '../../domain/schemas/fechamento-anual';
import type { Db } from '../db/client';
import { turmas } from '../db/schema';
import type { Actor } from '../lib/actor';
import { notFound } from '../lib/errors';
import { colunasDaTurmaDestino } from '../services/rematricula';
import type { TurmaDoAno } from '../services/resultados-finais';
import { type Alcance, carregarAlcance, leTurma } from './avaliacao';

export type TurmaDoFechamento = TurmaDoAno & {
  professor_responsavel_id: string | null;
  turno: 'matutino' | 'vespertino' | 'noturno' | 'integral';
  capacidade: number;
};

/** The columns a TurmaDoFechamento is read with. */
export const colunasDaTurmaDoFechamento = {
  ...colunasDaTurmaDestino,
  empresa_id: turmas.empresa_id,
  escola_id: turmas.escola_id,
  ano_letivo: turmas.ano_letivo,
  professor_responsavel_id: turmas.professor_responsavel_id,
};

/**
 * The class of a Fechamento Anual with the actor's reach: out of it (another network, a class the
 * professor neither teaches nor follows) → 404.
 */
export async function turmaDoFechamento(
  db: Db,
  actor: Actor,
  turmaId: string,
): Promise<{ a: Alcance; turma: TurmaDoFechamento }> {
  const a = await carregarAlcance(db, actor);
  const [turma] = await db.select(colunasDaTurmaDoFechamento).from(turmas).where(eq(turmas.id, turmaId));
  if (!turma || !leTurma(a, turma, null)) throw notFound(MSG.turmaNaoEncontrada);
  return { a, turma };
}

/** The subjects the actor sees in the class: a professor only those it teaches, unless it is the class's responsável. */
export function disciplinasVisiveis(a: Alcance, turmaId: string): Set<string> | null {
  if (a.scope.tipo !== 'turmas' || a.responsaveis.includes(turmaId)) return null;
  return new Set(a.pares.filter((p) => p.turma_id === turmaId).map((p) => p.disciplina_id));
}
