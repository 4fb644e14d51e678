import type { FastifyBaseLogger } from 'fastify';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { auditar } from '../auditoria';
import { BackupEmAndamento, type Backups } from './index';

const PRIMEIRA_VERIFICACAO_MS = 60_000;
const INTERVALO_VERIFICACAO_MS = 10 * 60_000;

/**
 * Runs the automatic backups while the server runs: a check a minute after start and every ten
 * minutes after. On PostgreSQL several processes may run this; the backup's advisory lock and
 * the re-check make only one of them write it. Returns the function that stops it.
 */
export function iniciarAgendador(backups: Backups, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha no backup automático',
    async () => {
      try {
        const criado = await backups.executarAgendado();
        if (!criado) return;
        log.info({ backup: criado.nome }, 'backup automático criado');
        await auditar(
          backups.database.db,
          { log },
          { acao: 'backup_automatico', entidade: 'backup', entidade_id: criado.nome, depois: { tamanho: criado.tamanho } },
        );
      } catch (err) {
        // Another process (or a manual backup) is writing one: this check has nothing to do.
        if (!(err instanceof BackupEmAndamento)) throw err;
      }
    },
    { primeiraMs: PRIMEIRA_VERIFICACAO_MS, intervaloMs: INTERVALO_VERIFICACAO_MS },
  );
}
