import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Trabalhador } from '../../lib/trabalhador';
import type { Armazenamento } from '../storage';
import { iniciarWorkerDeImportacoes } from './worker';

/**
 * Runs the imports worker in the server's process for as long as the app is up. Not in the tests:
 * they call processarImportacoes themselves, so a phase runs exactly when the test says.
 */
export const importacoesWorkerPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; armazenamento: Armazenamento; config: Config }) => {
    if (opts.config.NODE_ENV === 'test') return;
    let worker: Trabalhador | null = null;
    app.addHook('onReady', async () => {
      worker = iniciarWorkerDeImportacoes(opts.db, opts.armazenamento.arquivos, app.log);
    });
    app.addHook('onClose', async () => {
      await worker?.parar();
    });
  },
);
