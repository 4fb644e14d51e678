import { SenhaDeDemonstracaoError, hostDeEscuta, openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { demoAccountsBanner } from './db/seed/demo';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { resolveSecret } from './lib/secret';

async function main() {
  const config = loadConfig();
  const embedded = !config.DATABASE_URL;
  const unlock = embedded ? lockDataDir(config.DATA_DIR) : () => undefined;

  const database = await openConfiguredDatabase(config);
  const banco = await prepareDatabase(database, config);
  const host = hostDeEscuta(config, banco);
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

  await app.listen({ port: config.PORT, host });
  // The banner comes last, after Fastify's own lines, so the address and the accounts stay on screen.
  const linhas = [
    `Gestão Escolar em ${config.baseUrl} (banco: ${database.kind === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL'})`,
  ];
  if (banco.demo !== 'ausente' && !config.HOST)
    linhas.push(
      'Atendendo só nesta máquina (127.0.0.1): a rede de demonstração tem senha pública. Para abrir à rede, defina HOST=0.0.0.0.',
    );
  if (banco.demo === 'criada') linhas.push(demoAccountsBanner());
  else if (banco.demo === 'presente')
    linhas.push('Rede de demonstração presente: contas @demo.escola.br (README, "Contas de demonstração").');
  console.log(`\n${linhas.join('\n')}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof SenhaDeDemonstracaoError) {
    console.error(err.message);
  } else {
    console.error('Falha ao iniciar o servidor:', err);
  }
  process.exit(1);
});
