import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { limparLogosNaoAplicados } from '../arquivos';
import type { Storage } from '../storage';

const PRIMEIRA_LIMPEZA_MS = 30_000;
const INTERVALO_LIMPEZA_MS = 24 * 3600_000;

/**
 * Removes the logos uploaded and never applied (arquivos.ts) shortly after start and then once a
 * day while the server runs. Several processes may run it at once: each delete only removes what
 * is still there. Returns the function that stops it.
 */
export function iniciarLimpezaDeLogos(db: Db, storage: Storage, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha ao remover logos não aplicados',
    async () => {
      const removidos = await limparLogosNaoAplicados(db, storage);
      if (removidos) log.info({ removidos }, 'logos enviados e nunca aplicados removidos');
    },
    { primeiraMs: PRIMEIRA_LIMPEZA_MS, intervaloMs: INTERVALO_LIMPEZA_MS },
  );
}
