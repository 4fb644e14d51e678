import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { atribuicoes, disciplinas } from '../db/schema';
import type { Escopo } from './escopo';
import { NENHUM } from './por-escopo';

/**
 * Curriculum components belong to an education body; everyone in it may read them. With
 * `dasTurmas`, a professor or an aluno gets only those assigned to its classes (what it
 * teaches or studies).
 */
export function disciplinasNoEscopo(scope: Escopo, opts: { dasTurmas?: boolean } = {}): SQL | undefined {
  if (scope.tipo === 'global') return undefined;
  if (scope.tipo === 'nenhum' || !scope.empresa_id) return NENHUM;
  const daEmpresa = eq(disciplinas.empresa_id, scope.empresa_id);
  if (!opts.dasTurmas || (scope.tipo !== 'turmas' && scope.tipo !== 'aluno')) return daEmpresa;
  if (!scope.turma_ids.length) return NENHUM;
  return and(
    daEmpresa,
    sql`exists (select 1 from ${atribuicoes} where ${atribuicoes.disciplina_id} = ${disciplinas.id} and ${inArray(atribuicoes.turma_id, scope.turma_ids)})`,
  );
}
