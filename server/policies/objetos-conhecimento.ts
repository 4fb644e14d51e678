import { type AnyColumn, type SQL, eq, inArray, sql } from 'drizzle-orm';
import { atribuicoes, objetosConhecimento } from '../db/schema';
import type { Alcance, Escopo } from './alcance';
import { NENHUM, ondeNoEscopo } from './por-escopo';

/**
 * The knowledge objects an actor reaches: administrador all; empresa its body; gestor its
 * schools; professor only the class-and-subject pairs it teaches (atribuicoes); aluno none.
 */
export function objetosNoEscopo(a: Alcance): SQL | undefined {
  return ondeNoEscopo(a.scope, {
    empresa: (empresaId) => eq(objetosConhecimento.empresa_id, empresaId),
    escolas: (ids) => inArray(objetosConhecimento.escola_id, ids),
    turmas: () => leciona(a.actor.id, objetosConhecimento.turma_id, objetosConhecimento.disciplina_id),
    aluno: () => NENHUM,
  });
}

/** The professor has a teaching assignment for this class and subject (columns or ids). */
function leciona(professorId: string, turmaId: AnyColumn | string, disciplinaId: AnyColumn | string): SQL {
  return sql`exists (select 1 from ${atribuicoes} where ${atribuicoes.professor_id} = ${professorId} and ${atribuicoes.turma_id} = ${turmaId} and ${atribuicoes.disciplina_id} = ${disciplinaId})`;
}

/**
 * The actor may put objects on this class and subject: a professor only on a pair it teaches
 * (not merely one of its classes); every other scope on any subject taught in its classes.
 */
export function atuaNoPar(a: Alcance, turmaId: string, disciplinaId: string): boolean {
  if (a.scope.tipo !== 'turmas') return true;
  return a.pares.some((p) => p.turma_id === turmaId && p.disciplina_id === disciplinaId);
}

/** The teaching assignments whose subjects the actor offers for objects: a professor only its own. */
export function atribuicoesDoAtor(a: Alcance): SQL | undefined {
  return a.scope.tipo === 'turmas' ? eq(atribuicoes.professor_id, a.actor.id) : undefined;
}

/**
 * The classes offered for objects: a professor works only where it teaches, so a class it is
 * merely responsible for (no subject of its own there) offers nothing.
 */
export function turmasOferecidas<T extends { disciplinas: unknown[] }>(scope: Escopo, turmas: T[]): T[] {
  return scope.tipo === 'turmas' ? turmas.filter((t) => t.disciplinas.length) : turmas;
}
