import type { FastifyBaseLogger } from 'fastify';
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
  let rodando = false;
  const tick = async () => {
    if (rodando) return;
    rodando = true;
    try {
      const criado = await backups.executarAgendado();
      if (criado) {
        log.info({ backup: criado.nome }, 'backup automático criado');
        await auditar(
          backups.database.db,
          { log },
          { acao: 'backup_automatico', entidade: 'backup', entidade_id: criado.nome, depois: { tamanho: criado.tamanho } },
        );
      }
    } catch (err) {
      if (!(err instanceof BackupEmAndamento)) log.error(err, 'falha no backup automático');
    } finally {
      rodando = false;
    }
  };
  const primeiro = setTimeout(() => void tick(), PRIMEIRA_VERIFICACAO_MS);
  const intervalo = setInterval(() => void tick(), INTERVALO_VERIFICACAO_MS);
  primeiro.unref();
  intervalo.unref();
  return () => {
    clearTimeout(primeiro);
    clearInterval(intervalo);
  };
}
