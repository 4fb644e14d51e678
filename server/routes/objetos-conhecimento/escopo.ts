import { type AnyColumn, type SQL, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { atribuicoes, bnccHabilidades, objetosConhecimento } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Scope } from '../../lib/scope';

const NONE = sql`false`;

/**
 * The knowledge objects an actor reaches: administrador all; empresa its body; gestor its
 * schools; professor only the class-and-subject pairs it teaches (atribuicoes); aluno none.
 */
export function objetosNoEscopo(actor: Actor, scope: Scope): SQL | undefined {
  switch (scope.tipo) {
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(objetosConhecimento.empresa_id, scope.empresa_id) : NONE;
    case 'escolas':
      return scope.escola_ids.length ? inArray(objetosConhecimento.escola_id, scope.escola_ids) : NONE;
    case 'turmas':
      return leciona(actor.id, objetosConhecimento.turma_id, objetosConhecimento.disciplina_id);
    default:
      return NONE;
  }
}

/** The professor has a teaching assignment for this class and subject (columns or ids). */
export function leciona(professorId: string, turmaId: AnyColumn | string, disciplinaId: AnyColumn | string): SQL {
  return sql`exists (select 1 from ${atribuicoes} where ${atribuicoes.professor_id} = ${professorId} and ${atribuicoes.turma_id} = ${turmaId} and ${atribuicoes.disciplina_id} = ${disciplinaId})`;
}

/** Skills an object of this body may use: the official catalogue and the body's own. */
export async function resolverHabilidades(db: Db | Tx, empresaId: string, codigos: string[]) {
  if (!codigos.length) return { ids: [] as string[], desconhecidas: [] as string[] };
  const rows = await db
    .select({ id: bnccHabilidades.id, codigo: bnccHabilidades.codigo })
    .from(bnccHabilidades)
    .where(
      and(
        inArray(bnccHabilidades.codigo, codigos),
        or(isNull(bnccHabilidades.empresa_id), eq(bnccHabilidades.empresa_id, empresaId)),
      ),
    );
  const porCodigo = new Map(rows.map((r) => [r.codigo, r.id]));
  return { ids: codigos.flatMap((c) => porCodigo.get(c) ?? []), desconhecidas: codigos.filter((c) => !porCodigo.has(c)) };
}
