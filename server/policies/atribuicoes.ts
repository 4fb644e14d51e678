import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { atribuicoes, turmas, usuarios } from '../db/schema';
import type { Escopo } from './escopo';
import { ondeNoEscopo } from './por-escopo';

/** Teaching assignments: those of the classes in scope. */
export function atribuicoesNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(atribuicoes.empresa_id, empresaId),
    escolas: (ids) =>
      sql`exists (select 1 from ${turmas} where ${turmas.id} = ${atribuicoes.turma_id} and ${inArray(turmas.escola_id, ids)})`,
    turmas: (ids) => inArray(atribuicoes.turma_id, ids),
  });
}

/** A professor of the education body, who may be responsável for a class or teach in it. */
export async function professorDaRede(
  db: Db | Tx,
  professorId: string,
  empresaId: string,
): Promise<{ id: string; nome: string } | null> {
  const [row] = await db
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(and(eq(usuarios.id, professorId), eq(usuarios.tipo_usuario, 'professor'), eq(usuarios.empresa_id, empresaId)));
  return row ?? null;
}
