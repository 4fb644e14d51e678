import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { armazenamentoLocal } from '../storage';
import { iniciarWorkerDeRelatorios } from './worker';

/**
 * The reports worker in a process of its own (PostgreSQL only: the embedded database lives in the
 * server's process). A school's report is seconds of CPU; here, at a lower priority than the server
 * (processo-de-relatorios.ts), it never makes the requests of the school day wait for it. Started by
 * the server, it hears 'fila' when a job is queued and 'parar' when the server stops, and its errors
 * go to the server's log. Started alone (`npm run worker`, on other machines, with the API servers
 * on RELATORIOS_PROCESSO=externo), it looks for jobs every few seconds, logs to stderr and stops on
 * SIGTERM.
 */

export type MensagemAoProcesso = 'fila' | 'parar';
export type MensagemDoProcesso = { tipo: 'pronto' } | { tipo: 'erro'; msg: string; detalhe: string };

const peloServidor = typeof process.send === 'function';
/** Alone, polled this often: no server tells it of a new job. */
const INTERVALO_SOZINHO_MS = 3_000;

function enviar(m: MensagemDoProcesso) {
  if (peloServidor) process.send!(m);
  else if (m.tipo === 'erro') console.error(JSON.stringify({ level: 50, time: Date.now(), msg: m.msg, err: m.detalhe }));
}

async function principal() {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('O processo de relatórios precisa de DATABASE_URL.');
  const database = await openDatabase({ url: config.DATABASE_URL });
  const worker = iniciarWorkerDeRelatorios(database.db, armazenamentoLocal(config.DATA_DIR), {
    log: {
      error: (obj, msg) =>
        enviar({ tipo: 'erro', msg, detalhe: obj instanceof Error ? (obj.stack ?? obj.message) : String(obj) }),
    },
    concorrencia: config.RELATORIOS_CONCORRENCIA,
    intervaloMs: peloServidor ? undefined : INTERVALO_SOZINHO_MS,
  });
  let parando = false;
  const parar = async () => {
    if (parando) return;
    parando = true;
    await worker.parar();
    await database.close();
    process.exit(0);
  };
  process.on('message', (m: MensagemAoProcesso) => {
    if (m === 'fila') void worker.processar();
    else if (m === 'parar') void parar();
  });
  // The server is gone (it crashed or was killed): a job being built finishes its lease elsewhere.
  process.on('disconnect', () => void parar());
  process.on('SIGTERM', () => void parar());
  process.on('SIGINT', () => void parar());
  if (peloServidor) enviar({ tipo: 'pronto' });
  else console.log(`Trabalhador de relatórios no ar (${config.RELATORIOS_CONCORRENCIA} por vez).`);
}

principal().catch((err: unknown) => {
  const m: MensagemDoProcesso = {
    tipo: 'erro',
    msg: 'o processo de relatórios não iniciou',
    detalhe: err instanceof Error ? String(err.stack) : String(err),
  };
  // Exits once the message is out, so the server's log says why.
  if (peloServidor) process.send!(m, () => process.exit(1));
  else {
    enviar(m);
    process.exit(1);
  }
});
