import { type SQL, and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pendencias, turmas } from '../db/schema';
import { can } from '../lib/actor';
import { type Alcance, type TurmaNoAlcance, colunasDaTurma } from './alcance';
import { NENHUM, emLista, ondeNoEscopo } from './por-escopo';

/**
 * Who reaches which pendencies: administrador all; empresa its network; gestor its schools;
 * professor those of the class × subject pairs it teaches (and the class-wide ones, without a
 * subject, of those classes), every one of the classes it is responsável for, and any assigned to
 * it; aluno none (it has no pendencias.ler either).
 */
export function pendenciasNoEscopo(a: Alcance): SQL | undefined {
  // A professor's own assignments count even without classes, so not through porEscopo's "no classes, nothing".
  if (a.scope.tipo === 'turmas')
    return or(
      eq(pendencias.responsavel_id, a.actor.id),
      emLista(pendencias.turma_id, a.responsaveis),
      ...a.pares.map((p) =>
        and(
          eq(pendencias.turma_id, p.turma_id),
          or(isNull(pendencias.disciplina_id), eq(pendencias.disciplina_id, p.disciplina_id)),
        ),
      ),
    );
  return ondeNoEscopo(a.scope, {
    empresa: (empresaId) => eq(pendencias.empresa_id, empresaId),
    escolas: (ids) => inArray(pendencias.escola_id, ids),
    aluno: () => NENHUM,
  });
}

/** The same rule in memory, for a pendency about to be written (a professor creating or reassigning one). */
export function alcancaPendencia(
  a: Alcance,
  p: { turma_id: string; disciplina_id: string | null; responsavel_id: string | null },
): boolean {
  if (a.scope.tipo !== 'turmas') return true;
  return (
    p.responsavel_id === a.actor.id ||
    a.responsaveis.includes(p.turma_id) ||
    a.pares.some((par) => par.turma_id === p.turma_id && (p.disciplina_id === null || par.disciplina_id === p.disciplina_id))
  );
}

/** Editing and the status actions: anyone who reaches the pendency with pendencias.atualizar. */
export const podeAtualizarPendencia = (a: Alcance) => can(a.actor, 'pendencias', 'atualizar');

/** Deleting: pendencias.deletar, and only what a person typed (a generated one follows its cause). */
export const podeExcluirPendencia = (a: Alcance, p: { origem: string }) =>
  can(a.actor, 'pendencias', 'deletar') && p.origem === 'manual';

/**
 * A professor reaches a pendency assigned to it (pendenciasNoEscopo) even in a class it neither
 * teaches nor follows: that class's pendencies page opens for it then. For anyone else, or with no
 * such pendency, the refusal of turmaNoAlcance stands (`recusa`, rethrown). Use it as
 * `turmaNoAlcance(…).catch((recusa) => turmaDePendenciaAtribuida(db, a, turmaId, recusa))`.
 */
export async function turmaDePendenciaAtribuida(db: Db, a: Alcance, turmaId: string, recusa: unknown): Promise<TurmaNoAlcance> {
  if (a.scope.tipo !== 'turmas') throw recusa;
  const [row] = await db
    .select(colunasDaTurma)
    .from(pendencias)
    .innerJoin(turmas, eq(turmas.id, pendencias.turma_id))
    .where(and(eq(pendencias.turma_id, turmaId), eq(pendencias.responsavel_id, a.actor.id)))
    .limit(1);
  if (!row) throw recusa;
  return row;
}
