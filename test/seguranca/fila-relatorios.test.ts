import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { RelatorioInput } from '../../domain/schemas/relatorio';
import { relatorios } from '../../server/db/schema';
import { anoDemo, armazenamentoDe, processar } from '../../server/routes/relatorios/apoio-dos-testes';
import { prepararApi } from '../api';
import { esperaErro } from '../esperas';

/**
 * The reports queue is bounded (scorecard: docs/security.md): one person has at most 5 reports waiting
 * or being made, and past that is told so (429), without holding back anybody else, in either network.
 * Job rows do not pile up: a report's row goes a week after its file expired (the list says 'Expirado'
 * meanwhile), a failed one as long after it was asked for; what each network still keeps is untouched.
 */
const api = prepararApi();

const FILA_CHEIA = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Você já tem 5 relatórios na fila. Aguarde um deles terminar para pedir outro.',
};

const frequencia = async (escola_id: string): Promise<RelatorioInput> => ({
  tipo: 'frequencia',
  formato: 'pdf',
  parametros: { escola_id, ano_letivo: await anoDemo(api) },
});
const pedir = async (quem: string, escola_id: string) => api.enviar('POST', '/api/relatorios', quem, await frequencia(escola_id));
async function pedido(quem: string, escola_id: string): Promise<string> {
  const res = await pedir(quem, escola_id);
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ id: string }>().id;
}
const linhasDe = (ids: string[]) => api.db.select().from(relatorios).where(inArray(relatorios.id, ids)).orderBy(relatorios.id);
const naFila = async (usuarioId: string) =>
  (
    await api.db
      .select()
      .from(relatorios)
      .where(and(eq(relatorios.solicitante_id, usuarioId), inArray(relatorios.status, ['pendente', 'processando'])))
  ).length;

describe('the reports queue: a limit per person', () => {
  it("past 5 waiting or running, Vale Verde's gestor is told to wait; Serra Azul's user and a colleague are not held back", async () => {
    const dele: string[] = [];
    for (let i = 0; i < 5; i++) dele.push(await pedido('gestor', api.ids.principal));
    // Two of them are being made by a worker right now: running counts as much as waiting.
    await api.db
      .update(relatorios)
      .set({ status: 'processando', tentativas: 1, arrendado_ate: sql`now() + interval '5 minutes'` })
      .where(inArray(relatorios.id, dele.slice(0, 2)));

    esperaErro(await pedir('gestor', api.ids.principal), 429, FILA_CHEIA);
    expect(await naFila(api.ids.gestor), 'the refused request queued nothing').toBe(5);

    // Another person, in either network, is not held back by the gestor's queue.
    await pedido('empresa2', api.ids.domBosco);
    await pedido('empresa', api.ids.principal);
    expect(await naFila(api.ids.empresa2)).toBe(1);

    // Once they are done, the gestor may ask again.
    await api.db
      .update(relatorios)
      .set({ status: 'pendente', arrendado_ate: null })
      .where(inArray(relatorios.id, dele.slice(0, 2)));
    await processar(api);
    expect(await naFila(api.ids.gestor)).toBe(0);
    await pedido('gestor', api.ids.principal);
  });
});

describe("the reports queue: rows follow the files' retention", () => {
  it("a report's row goes a week after its file, a failed one likewise; Serra Azul's kept rows are untouched", async () => {
    const vvVelho = await pedido('gestor', api.ids.principal);
    const vvRecente = await pedido('gestor', api.ids.principal);
    const vvFalhou = await pedido('gestor', api.ids.principal);
    const saGuardado = await pedido('empresa2', api.ids.domBosco);
    const saFalhou = await pedido('empresa2', api.ids.domBosco);
    await processar(api);

    const mudar = (id: string, campos: PgUpdateSetSource<typeof relatorios>) =>
      api.db.update(relatorios).set(campos).where(eq(relatorios.id, id));
    // A job that failed for good: no file, no expiry; only when it was asked for.
    const falhou = (quando: string) => ({
      status: 'erro' as const,
      erro: 'Não foi possível gerar o relatório. Tente novamente.',
      arquivo_chave: null,
      nome_arquivo: null,
      tamanho: null,
      concluido_em: null,
      expira_em: null,
      created_at: sql`now() - ${quando}::interval`,
    });
    // Vale Verde (default retention, 7 days): a file that expired 8 days ago, one that expired an
    // hour ago, a failure asked for 15 days ago (7 of retention and 7 more, past).
    await mudar(vvVelho, { expira_em: sql`now() - interval '8 days'` });
    await mudar(vvRecente, { expira_em: sql`now() - interval '1 hour'` });
    await mudar(vvFalhou, falhou('15 days'));
    // Serra Azul: a file still kept, a failure of yesterday.
    await mudar(saFalhou, falhou('1 day'));
    const [velho] = await linhasDe([vvVelho]);
    const [recente] = await linhasDe([vvRecente]);
    const daSerraAzul = await linhasDe([saGuardado, saFalhou]);
    const arquivos = armazenamentoDe(api).relatorios;
    expect(await arquivos.stat(velho!.arquivo_chave!)).not.toBeNull();

    await processar(api);

    // The old ones are gone, row and file.
    expect(await linhasDe([vvVelho, vvFalhou])).toEqual([]);
    expect(await arquivos.stat(velho!.arquivo_chave!)).toBeNull();
    for (const id of [vvVelho, vvFalhou])
      expect((await api.enviar('GET', `/api/relatorios/${id}`, 'gestor')).statusCode).toBe(404);
    // The one that just expired: its file is gone, the list still says so for a while.
    expect(await arquivos.stat(recente!.arquivo_chave!)).toBeNull();
    expect(await api.json(`/api/relatorios/${vvRecente}`, 'gestor')).toMatchObject({
      status: 'concluido',
      arquivo_disponivel: false,
    });
    // Serra Azul's rows, within their retention, exactly as they were, and the kept file still there.
    expect(await linhasDe([saGuardado, saFalhou])).toEqual(daSerraAzul);
    const guardado = daSerraAzul.find((l) => l.id === saGuardado)!;
    expect(await arquivos.stat(guardado.arquivo_chave!)).not.toBeNull();
    expect((await api.enviar('GET', `/api/relatorios/${saGuardado}/arquivo`, 'empresa2')).statusCode).toBe(200);
  });
});
