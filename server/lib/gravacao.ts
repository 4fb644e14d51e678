import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

/*
 * Optimistic concurrency on updated_at: the stored version must still be the one the user loaded.
 * Versions travel with millisecond precision (JSON dates have no more), so they are stored and
 * compared at that precision, and each save moves the version at least one millisecond forward:
 * two saves within the same millisecond still get different versions.
 */

/** updated_at of a new row, at the precision the client will send it back with. */
export function versaoInicial(): SQL {
  return sql`date_trunc('milliseconds', now())`;
}

/** The row's stored version, at the precision versions travel with (to select it or compare it). */
export function versaoDe(coluna: AnyColumn | SQL): SQL {
  return sql`date_trunc('milliseconds', ${coluna})`;
}

/** True while the stored version is still the one the user loaded (an ISO string or a Date). */
export function versaoConfere(coluna: AnyColumn, versao: string | Date): SQL {
  const iso = versao instanceof Date ? versao.toISOString() : versao;
  return sql`${versaoDe(coluna)} = ${iso}::timestamptz`;
}

/** The next version of a row being updated: now, but always after the version it replaces. */
export function proximaVersao(coluna: AnyColumn): SQL {
  return sql`date_trunc('milliseconds', greatest(now(), ${coluna} + interval '1 millisecond'))`;
}

/** A version read into memory (a row locked in a transaction) is still the one the user loaded. */
export function mesmaVersao(armazenada: Date, enviada: string | null): boolean {
  return enviada !== null && armazenada.toISOString() === enviada;
}

/** PostgreSQL's error codes the routes answer to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const CODIGOS_PG = { violacaoUnica: '23505', violacaoChaveEstrangeira: '23503', foraDoIntervalo: '22003' } as const;

interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** The PostgreSQL error code and constraint of a failed statement: drizzle wraps the driver's error in `cause`. */
function erroPg(err: unknown): { code: string | undefined; constraint: string | undefined } {
  for (let e = err as PgError | null | undefined; e && typeof e === 'object'; e = e.cause) {
    if (typeof e.code === 'string') return { code: e.code, constraint: e.constraint };
  }
  return { code: undefined, constraint: undefined };
}

/** A number the column cannot hold (past an integer's range): input the schema should have bounded. */
export const isNumeroForaDoIntervalo = (err: unknown) => erroPg(err).code === CODIGOS_PG.foraDoIntervalo;

/** A row still points at the one being deleted (or a new row points at one that does not exist). */
const isForeignKeyViolation = (err: unknown) => erroPg(err).code === CODIGOS_PG.violacaoChaveEstrangeira;

/** A unique index refused the row; with `constraint`, only that index. */
export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = erroPg(err);
  return e.code === CODIGOS_PG.violacaoUnica && (!constraint || e.constraint === constraint);
};

/**
 * A delete the foreign keys refuse (rows still point at the record, maybe added since the
 * route's own check) answers `recusa` instead of failing.
 */
export async function excluirSeLivre<T>(exclusao: PromiseLike<T>, recusa: () => Error): Promise<T> {
  try {
    return await exclusao;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw recusa();
    throw err;
  }
}

/** A write a unique index refuses (only `constraint`, when given) answers `recusa` instead of failing. */
export async function gravarSemDuplicar<T>(gravacao: PromiseLike<T>, recusa: () => Error, constraint?: string): Promise<T> {
  try {
    return await gravacao;
  } catch (err) {
    if (isUniqueViolation(err, constraint)) throw recusa();
    throw err;
  }
}

/** A table whose rows carry their version in updated_at. */
type TabelaVersionada = PgTable & { updated_at: AnyPgColumn };

/**
 * Updates the row `onde` picks only while it is still at the version the user loaded, moving the
 * version forward; check and write are one statement, so of two saves from the same version only
 * one wins. Nothing written (changed since, or gone) answers `recusa`. Returns the new version.
 */
export async function atualizarNaVersao<T extends TabelaVersionada>(
  db: Db | Tx,
  tabela: T,
  onde: SQL | undefined,
  mudancas: PgUpdateSetSource<T>,
  versao: string | Date,
  recusa: () => Error,
): Promise<Date> {
  const rows = (await db
    .update(tabela)
    .set({ ...mudancas, updated_at: proximaVersao(tabela.updated_at) })
    .where(and(onde, versaoConfere(tabela.updated_at, versao)))
    .returning({ updated_at: tabela.updated_at })) as { updated_at: Date }[];
  if (!rows.length) throw recusa();
  return rows[0]!.updated_at;
}

/**
 * Saves a row at the version the user loaded: null (never saved) inserts it, any other version
 * updates it (atualizarNaVersao). A second first save meets the first one's row and inserts
 * nothing, which answers `recusa` as well. Returns the new version.
 */
export async function gravarNaVersao<T extends TabelaVersionada>(
  db: Db | Tx,
  tabela: T,
  gravacao: { linha: Omit<PgInsertValue<T>, 'updated_at'>; onde: SQL | undefined; mudancas: PgUpdateSetSource<T> },
  versao: string | null,
  recusa: () => Error,
): Promise<Date> {
  if (versao !== null) return atualizarNaVersao(db, tabela, gravacao.onde, gravacao.mudancas, versao, recusa);
  const [row] = await db
    .insert(tabela)
    .values({ ...gravacao.linha, updated_at: versaoInicial() } as PgInsertValue<T>)
    .onConflictDoNothing()
    .returning({ updated_at: tabela.updated_at });
  if (!row) throw recusa();
  return row.updated_at as Date;
}
