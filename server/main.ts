import { prepareDatabase, openConfiguredDatabase } from './bootstrap';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { resolveSecret } from './lib/secret';

async function main() {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  const unlock = embedded ? lockDataDir(config.DATA_DIR) : () => undefined;

  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database, config);
  const secret = resolveSecret({
    configured: config.AUTH_SECRET,
    dataDir: embedded ? config.DATA_DIR : undefined,
    production: config.NODE_ENV === 'production',
  });
  const { app } = await buildApp(config, database, secret);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando`);
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Gestão Escolar em ${config.baseUrl} (banco: ${database.kind === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL'})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Falha ao iniciar o servidor:', err);
  }
  process.exit(1);
});
