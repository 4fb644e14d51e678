import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * Optimistic concurrency on updated_at: the stored version must still be the one the user
 * loaded. Versions travel with millisecond precision, so they are compared at that precision
 * and each save moves the version at least one millisecond forward.
 */
export function versaoConfere(coluna: AnyColumn, versao: string) {
  return sql`date_trunc('milliseconds', ${coluna}) = ${versao}::timestamptz`;
}

export function proximaVersao(coluna: AnyColumn) {
  return sql`date_trunc('milliseconds', greatest(now(), ${coluna} + interval '1 millisecond'))`;
}

interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** The PostgreSQL error code and constraint of a failed statement (drizzle wraps the driver's error). */
export function erroPg(err: unknown): { code: string | undefined; constraint: string | undefined } {
  const e = err as PgError | null;
  return { code: e?.cause?.code ?? e?.code, constraint: e?.cause?.constraint ?? e?.constraint };
}

export const isForeignKeyViolation = (err: unknown) => erroPg(err).code === '23503';
export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = erroPg(err);
  return e.code === '23505' && (!constraint || e.constraint === constraint);
};
