import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { anoDemo, textoDoArquivo } from '../../routes/relatorios/apoio-dos-testes';
import { avisarFila } from './fila';
import { PRIORIDADE_DOS_RELATORIOS, type ProcessoDeRelatorios, iniciarProcessoDeRelatorios } from './processo-de-relatorios';

const api = prepararApi();
const erros: string[] = [];
let processo: ProcessoDeRelatorios | null = null;
afterAll(async () => processo?.parar());

async function esperar<T>(ler: () => Promise<T>, pronto: (v: T) => boolean, ms = 60_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await ler();
    if (pronto(v) || Date.now() > fim) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function pedir() {
  const res = await api.enviar('POST', '/api/relatorios', 'gestor', {
    tipo: 'frequencia',
    formato: 'xlsx',
    parametros: { escola_id: api.ids.principal, ano_letivo: await anoDemo(api) },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ id: string }>().id;
}

const statusDe = (id: string) => api.json<{ status: string; erro: string | null }>(`/api/relatorios/${id}`, 'gestor');

describe('the reports process (PostgreSQL)', () => {
  it(
    'builds a queued job in a child process at a lower priority, and comes back after a crash',
    { timeout: 120_000 },
    async () => {
      const url = api.t.database.pool!.options.connectionString!;
      processo = iniciarProcessoDeRelatorios({
        // Only what the server would pass (vitest's own variables, such as BASE_URL='/', are not the server's).
        env: { PATH: process.env.PATH, NODE_ENV: 'development', DATABASE_URL: url, DATA_DIR: api.t.dataDir },
        log: { info: () => undefined, error: (_obj, msg) => erros.push(msg) },
      });
      const pid = processo.pid();
      expect(pid).toBeGreaterThan(0);
      expect(os.getPriority(pid!)).toBe(PRIORIDADE_DOS_RELATORIOS);

      const id = await pedir();
      avisarFila();
      expect(
        await esperar(
          () => statusDe(id),
          (j) => j.status === 'concluido' || j.status === 'erro',
        ),
      ).toMatchObject({
        status: 'concluido',
        erro: null,
      });
      const arquivo = await api.enviar('GET', `/api/relatorios/${id}/arquivo`, 'gestor');
      expect(arquivo.statusCode).toBe(200);
      expect(await textoDoArquivo('xlsx', arquivo.rawPayload)).toContain('Lucas Almeida Souza');

      // A crash: the server logs it and starts the process again, which builds the next job.
      process.kill(pid!, 'SIGKILL');
      const novo = await esperar(
        async () => processo!.pid(),
        (p) => p !== null && p !== pid,
      );
      expect(novo).not.toBe(pid);
      expect(erros.some((e) => e.startsWith('o processo de relatórios parou'))).toBe(true);
      const outro = await pedir();
      avisarFila();
      expect(
        (
          await esperar(
            () => statusDe(outro),
            (j) => j.status === 'concluido',
          )
        ).status,
      ).toBe('concluido');

      await processo.parar();
      expect(processo.pid()).toBeNull();
    },
  );
});
