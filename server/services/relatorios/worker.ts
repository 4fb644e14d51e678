import type { Db } from '../../db/client';
import { type Trabalhador, iniciarTrabalhador } from '../../lib/trabalhador';
import type { Armazenamento } from '../storage';
import { aoEnfileirar, apagarVencidos, arrendarProximo } from './fila';
import { type Registro, gerarRelatorio } from './gerar';

export interface OpcoesDoProcessamento {
  log: Registro;
  /** How many jobs this process builds at once. */
  concorrencia?: number;
}

/**
 * Builds every job waiting now (and those whose lease ran out), `concorrencia` at a time, and
 * removes the files past their retention; resolves when the queue is empty. The tests call it
 * directly; the app runs it through iniciarWorkerDeRelatorios.
 */
export async function processarRelatorios(db: Db, armazenamento: Armazenamento, o: OpcoesDoProcessamento): Promise<void> {
  await apagarVencidos(db, armazenamento.relatorios);
  const trabalhador = async () => {
    for (let job = await arrendarProximo(db); job; job = await arrendarProximo(db))
      await gerarRelatorio(db, armazenamento, job, o.log);
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concorrencia ?? 1) }, trabalhador));
}

export type WorkerDeRelatorios = Trabalhador;

/**
 * The reports worker of this process: runs when a job is queued here and every `intervaloMs`
 * (jobs queued by other processes, leases that ran out after a restart, expired files).
 */
export function iniciarWorkerDeRelatorios(
  db: Db,
  armazenamento: Armazenamento,
  o: OpcoesDoProcessamento & { intervaloMs?: number },
): WorkerDeRelatorios {
  return iniciarTrabalhador({
    rodada: () => processarRelatorios(db, armazenamento, o),
    aoEnfileirar,
    intervaloMs: o.intervaloMs ?? 30_000,
    log: o.log,
    falha: 'falha ao processar a fila de relatórios',
  });
}
