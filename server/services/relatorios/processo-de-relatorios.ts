import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { aoEnfileirar } from './fila';
import type { MensagemAoProcesso, MensagemDoProcesso } from './processo';

const ENTRADA = fileURLToPath(new URL('./processo.ts', import.meta.url));
/** Niceness of the reports process: the server's requests get the CPU first. */
export const PRIORIDADE_DOS_RELATORIOS = 10;
const ESPERA_AO_PARAR_MS = 15_000;
const REINICIO_MAXIMO_MS = 60_000;

export interface Registrador {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface ProcessoDeRelatorios {
  /** The running child's pid (null between a crash and its restart). */
  pid(): number | null;
  parar(): Promise<void>;
}

/**
 * Starts the reports worker in a child process (processo.ts) with the server's environment, at a
 * lower CPU priority, and keeps it running: a crash is logged and the child started again (a job
 * it was building goes back to the queue when its lease runs out). Each job queued by this server
 * wakes the child at once; jobs queued elsewhere are found by the child's own polling.
 */
export function iniciarProcessoDeRelatorios(o: { env: NodeJS.ProcessEnv; log: Registrador }): ProcessoDeRelatorios {
  let filho: ChildProcess | null = null;
  let parando = false;
  let espera = 1000;

  const iniciar = () => {
    const atual = fork(ENTRADA, [], {
      env: o.env,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    filho = atual;
    try {
      if (atual.pid) os.setPriority(atual.pid, PRIORIDADE_DOS_RELATORIOS);
    } catch (err) {
      o.log.error(err, 'não foi possível baixar a prioridade do processo de relatórios');
    }
    atual.on('message', (m: MensagemDoProcesso) => {
      if (m.tipo === 'erro') o.log.error({ detalhe: m.detalhe }, m.msg);
      else espera = 1000;
    });
    atual.on('exit', (codigo, sinal) => {
      if (filho === atual) filho = null;
      if (parando) return;
      o.log.error({ codigo, sinal }, `o processo de relatórios parou; reiniciando em ${espera / 1000} s`);
      setTimeout(() => {
        if (!parando) iniciar();
      }, espera).unref();
      espera = Math.min(espera * 2, REINICIO_MAXIMO_MS);
    });
  };

  const avisar = (m: MensagemAoProcesso) => {
    if (filho?.connected) filho.send(m);
  };
  const cancelarOuvinte = aoEnfileirar(() => avisar('fila'));
  iniciar();

  return {
    pid: () => filho?.pid ?? null,
    parar: async () => {
      parando = true;
      cancelarOuvinte();
      const atual = filho;
      if (!atual || atual.exitCode !== null) return;
      const saiu = once(atual, 'exit');
      avisar('parar');
      const prazo = setTimeout(() => atual.kill('SIGKILL'), ESPERA_AO_PARAR_MS);
      await saiu;
      clearTimeout(prazo);
    },
  };
}
