import { type SQL, and, eq, inArray } from 'drizzle-orm';
import { turmas } from '../db/schema';
import type { Escopo } from './escopo';
import { alcancaNoEscopo, emLista, ondeNoEscopo } from './por-escopo';

/** Classes: those of the body or of a gestor's schools; those a professor teaches; an aluno's own. */
export function turmasNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(turmas.empresa_id, empresaId),
    escolas: (ids) => emLista(turmas.escola_id, ids),
    turmas: (ids) => and(inArray(turmas.id, ids)),
  });
}

/** turmasNoEscopo for one class already read (by id, with a consultaFixa query). */
export function turmaNoEscopo(scope: Escopo, turma: { id: string; empresa_id: string; escola_id: string }): boolean {
  return alcancaNoEscopo(scope, {
    empresa: (empresaId) => empresaId === turma.empresa_id,
    escolas: (ids) => ids.includes(turma.escola_id),
    turmas: (ids) => ids.includes(turma.id),
  });
}
