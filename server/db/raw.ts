import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }; // eslint-disable-line @typescript-eslint/no-unnecessary-type-assertion -- db is a union of two drivers whose execute results differ
  return result.rows;
}
