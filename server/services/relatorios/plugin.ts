import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Armazenamento } from '../storage';
import { type ProcessoDeRelatorios, iniciarProcessoDeRelatorios } from './processo-de-relatorios';
import { type WorkerDeRelatorios, iniciarWorkerDeRelatorios } from './worker';

/**
 * Runs the report worker for as long as the app is up: in a process of its own with PostgreSQL
 * (RELATORIOS_PROCESSO=proprio, the default), in the server's process with the embedded database
 * (which only this process can open) or when asked ('mesmo'), nowhere when `npm run worker`
 * processes do it ('externo'). Not in the tests: they call processarRelatorios themselves, so a job
 * is built exactly when the test says.
 */
export const relatoriosWorkerPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; armazenamento: Armazenamento; config: Config }) => {
    const { config, database } = opts;
    if (config.NODE_ENV === 'test') return;
    // Only with PostgreSQL: another process cannot open the embedded database.
    if (config.RELATORIOS_PROCESSO === 'externo' && database.kind === 'postgres') return;
    let worker: WorkerDeRelatorios | null = null;
    let processo: ProcessoDeRelatorios | null = null;
    app.addHook('onReady', async () => {
      if (database.kind === 'postgres' && config.RELATORIOS_PROCESSO === 'proprio') {
        processo = iniciarProcessoDeRelatorios({
          log: app.log,
          env: {
            ...process.env,
            NODE_ENV: config.NODE_ENV,
            DATABASE_URL: config.DATABASE_URL,
            DATA_DIR: config.DATA_DIR,
            RELATORIOS_CONCORRENCIA: String(config.RELATORIOS_CONCORRENCIA),
          },
        });
        return;
      }
      worker = iniciarWorkerDeRelatorios(database.db, opts.armazenamento, {
        log: app.log,
        concorrencia: config.RELATORIOS_CONCORRENCIA,
      });
    });
    app.addHook('onClose', async () => {
      await worker?.parar();
      await processo?.parar();
    });
  },
);
