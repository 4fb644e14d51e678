import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bnccHabilidades } from '../../db/schema';

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
