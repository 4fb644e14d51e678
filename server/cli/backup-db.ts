import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, type Database } from '../db/client';
import { openConfiguredDatabase } from '../bootstrap';
import { ConfigError, type Config, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/lock';
import { BackupInvalido, BackupNaoAssinado, Backups } from '../services/backup';
import { armazenamentoLocal } from '../services/storage';
import { resolveSecret } from '../lib/secret';

/**
 * Opens the configured database for the backup commands. A PGlite folder is locked first, so a
 * command never runs against one a running server holds (that would corrupt it); on
 * PostgreSQL a backup runs beside the server (its transaction is a consistent snapshot).
 */
export async function comBackups<T>(
  work: (backups: Backups, config: Config) => Promise<T>,
  opts: { migrar: boolean },
): Promise<T> {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  if (embedded && !fs.existsSync(path.join(config.DATA_DIR, 'pglite'))) {
    throw new ConfigError(
      `Não há banco de dados em ${path.resolve(config.DATA_DIR)} (DATA_DIR). Inicie o servidor uma vez ou indique a pasta certa.`,
    );
  }
  const unlock = embedded ? lockDataDir(config.DATA_DIR) : () => undefined;
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase(config);
    // A restore needs the current schema; a backup records the schema the database has.
    if (opts.migrar) await migrateDatabase(database);
    // The server's own secret, so the commands sign and check backups as it does.
    const secret = resolveSecret({
      configured: config.AUTH_SECRET,
      dataDir: embedded ? config.DATA_DIR : undefined,
      production: config.NODE_ENV === 'production',
    });
    return await work(new Backups(database, armazenamentoLocal(config.DATA_DIR), secret), config);
  } finally {
    await database?.close();
    unlock();
  }
}

/** Known failures print their message only; anything else its stack. Exit code 1 either way. */
export function falhar(err: unknown): never {
  const conhecido =
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof BackupInvalido ||
    err instanceof BackupNaoAssinado;
  console.error(conhecido ? err.message : err);
  process.exit(1);
}
