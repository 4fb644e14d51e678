import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { matriculas, turmas } from '../db/schema';
import type { Escopo } from './escopo';
import { ondeNoEscopo } from './por-escopo';

/** Enrolments: those of the classes in scope; an aluno's own. */
export function matriculasNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(matriculas.empresa_id, empresaId),
    escolas: (ids) =>
      sql`exists (select 1 from ${turmas} where ${turmas.id} = ${matriculas.turma_id} and ${inArray(turmas.escola_id, ids)})`,
    turmas: (ids) => inArray(matriculas.turma_id, ids),
    aluno: (alunoId) => eq(matriculas.aluno_id, alunoId),
  });
}
