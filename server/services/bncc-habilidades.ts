import { type SQL, and, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { BNCC_MENSAGENS as MSG } from '../../domain/schemas/bncc';
import type { Db, Tx } from '../db/client';
import { bnccHabilidades, empresas } from '../db/schema';
import type { Actor } from '../lib/actor';

/**
 * What every route of the catalogue shares: who sees which rows, the rule that a code is
 * official or a body's own but never both, and the lock that keeps it so.
 */

/** Everyone reads the official catalogue plus their own body's skills; an administrador reads all. */
export function habilidadesVisiveis(actor: Actor): SQL | undefined {
  if (actor.tipo_usuario === 'administrador') return undefined;
  return actor.empresa_id
    ? or(isNull(bnccHabilidades.empresa_id), eq(bnccHabilidades.empresa_id, actor.empresa_id))
    : isNull(bnccHabilidades.empresa_id);
}

export const selecionarHabilidade = (db: Db | Tx) =>
  db
    .select({ ...getTableColumns(bnccHabilidades), empresa_nome: empresas.nome })
    .from(bnccHabilidades)
    .leftJoin(empresas, eq(empresas.id, bnccHabilidades.empresa_id));

/**
 * Catalogue writes are rare, and the official-or-own rule spans tenants, so they take one
 * transaction-scoped lock: a check and its insert cannot interleave with another writer's.
 */
const BNCC_LOCK = 72620050;
export async function travarCatalogo(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BNCC_LOCK})`);
}

/** The field error a code gets where it would repeat another skill's, or null. */
export async function conflitoDeCodigo(
  tx: Tx,
  codigo: string,
  empresaId: string | null,
  ignorarId?: string,
): Promise<string | null> {
  const outro = ignorarId ? ne(bnccHabilidades.id, ignorarId) : undefined;
  const rows = await tx
    .select({ empresa_id: bnccHabilidades.empresa_id })
    .from(bnccHabilidades)
    .where(and(eq(bnccHabilidades.codigo, codigo), outro));
  if (rows.some((r) => r.empresa_id === null)) return MSG.codigoOficialExistente;
  if (empresaId === null) return rows.length ? MSG.codigoDeRede : null;
  return rows.some((r) => r.empresa_id === empresaId) ? MSG.codigoProprioExistente : null;
}

/** Codes among `codigos` that some body already uses for its own skills. */
export async function codigosDeRedes(tx: Tx, codigos: string[]): Promise<Set<string>> {
  if (!codigos.length) return new Set();
  const rows = await tx
    .selectDistinct({ codigo: bnccHabilidades.codigo })
    .from(bnccHabilidades)
    .where(and(isNotNull(bnccHabilidades.empresa_id), inArray(bnccHabilidades.codigo, codigos)));
  return new Set(rows.map((r) => r.codigo));
}
