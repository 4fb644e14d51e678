import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Api } from '../../../test/api';
import { lerPlanilha, lerTextoPdf } from '../../../test/documentos';
import type { RelatorioInput } from '../../../domain/schemas/relatorio';
import { turmas } from '../../db/schema';
import { armazenamentoLocal } from '../../services/storage';
import { processarRelatorios } from '../../services/relatorios/worker';

/** The reports tests' kit: ask, run the queue as the worker would, download and read the file. */
const semLog = { error: (obj: unknown) => console.error(obj) };

export const armazenamentoDe = (api: Api) => armazenamentoLocal(api.t.dataDir);

export const processar = (api: Api) => processarRelatorios(api.db, armazenamentoDe(api), { log: semLog, concorrencia: 2 });

export async function anoDemo(api: Api): Promise<number> {
  const [t] = await api.db.select({ ano: turmas.ano_letivo }).from(turmas).where(eq(turmas.id, api.ids.sextoA));
  return t!.ano;
}

/** Asks for a report (202), runs the queue and downloads the file: its bytes and the job as it ended. */
export async function gerarEBaixar(api: Api, quem: string, corpo: RelatorioInput) {
  const pedido = await api.enviar('POST', '/api/relatorios', quem, corpo);
  expect(pedido.statusCode, pedido.body).toBe(202);
  const id = pedido.json<{ id: string }>().id;
  await processar(api);
  const job = await api.json<{ status: string; erro: string | null; nome_arquivo: string }>(`/api/relatorios/${id}`, quem);
  expect(job.erro).toBeNull();
  expect(job.status).toBe('concluido');
  const res = await api.enviar('GET', `/api/relatorios/${id}/arquivo`, quem);
  expect(res.statusCode, res.body).toBe(200);
  return { id, job, dados: res.rawPayload };
}

/** A file's whole text: the PDF's, or every cell of every sheet of a workbook. */
export async function textoDoArquivo(formato: 'pdf' | 'xlsx', dados: Buffer): Promise<string> {
  if (formato === 'pdf') return lerTextoPdf(dados);
  const abas = await lerPlanilha(dados);
  return [...abas].map(([nome, linhas]) => [nome, ...linhas.map((l) => l.join('\t'))].join('\n')).join('\n');
}
