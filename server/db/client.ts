import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Reads that do not depend on each other: at once on the pool, one after the other in a transaction. A
 * transaction is one connection, and a query sent while another runs on it is deprecated in pg 8 (a warning on
 * every test run) and refused from pg 9; on one connection they would wait for each other anyway.
 */
export async function lerJuntos<T extends unknown[]>(
  db: Db | Tx,
  leituras: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(leituras.map((ler) => ler()))) as T;
  const lidos: unknown[] = [];
  for (const ler of leituras) lidos.push(await ler());
  return lidos as T;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres only: the pool, for work that needs one connection throughout. */
  pool?: import('pg').Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Embedded PGlite when there is no DATABASE_URL (a demo or a single school), node-postgres
 * otherwise. Both speak the same SQL, so everything above this file is unaware of the choice.
 * `pglite` may be an already-open instance (tests load a cloned data directory into one).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  pglite?: import('@electric-sql/pglite').PGlite;
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = opts.pglite ?? (await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {}));
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock makes concurrent API
 * processes starting together apply them once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // The lock and the migration must share one connection.
  const conn = await database.pool!.connect();
  try {
    const db = drizzle({ client: conn, schema });
    await db.execute(sql`select pg_advisory_lock(7262001)`);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(7262001)`);
    }
  } finally {
    conn.release();
  }
}
