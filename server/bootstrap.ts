import path from 'node:path';
import type { Config } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { demoAccountsBanner, isEmpty, seedDemo } from './db/seed/demo';
import { seedAccessControl } from './db/seed/roles';

/**
 * Brings a database to the current schema and its reference data. The demo network is seeded
 * on an empty embedded database, or on PostgreSQL only when SEED_DEMO=true is asked for.
 */
export async function prepareDatabase(database: Database, config: Pick<Config, 'SEED_DEMO'>, log: (msg: string) => void = console.log): Promise<void> {
  await migrateDatabase(database);
  await seedAccessControl(database.db);
  const wantsDemo = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  if (wantsDemo && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    log(demoAccountsBanner());
  }
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') });
}
