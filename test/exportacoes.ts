import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditoria } from '../server/db/schema';
import { TIPO_XLSX } from '../server/services/documentos/download';
import type { Api } from './api';
import { lerPlanilha } from './documentos';

/**
 * The list exports' test kit: an export is checked against the list it mirrors — the same rows, in
 * the same order, over every page — and read as the user would open the file.
 */

/** Every row a paged list answers for this URL (which already has its query), page after page. */
export async function todasAsPaginas<T>(api: Api, url: string, quem: string): Promise<T[]> {
  const itens: T[] = [];
  const sep = url.includes('?') ? '&' : '?';
  for (let pagina = 1; ; pagina++) {
    const p = await api.json<{ itens: T[]; total: number }>(`${url}${sep}por_pagina=100&pagina=${pagina}`, quem);
    itens.push(...p.itens);
    if (!p.itens.length || itens.length >= p.total) return itens;
  }
}

/** A downloaded workbook of one sheet, `aba`: its rows (the header first), `colunas` cells each, an empty one as null. */
async function planilhaBaixada(res: LightMyRequestResponse, aba: string, colunas: number): Promise<unknown[][]> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(TIPO_XLSX);
  expect(res.headers['cache-control']).toBe('no-store');
  const abas = await lerPlanilha(res.rawPayload);
  expect([...abas.keys()]).toEqual([aba]);
  return abas.get(aba)!.map((l) => Array.from({ length: colunas }, (_, i) => l[i] ?? null));
}

export interface ExportacaoDeLista<T> {
  /** The export's path and the path of the list it mirrors, without a query. */
  exportacao: string;
  lista: string;
  aba: string;
  cabecalho: readonly string[];
  /** A list item as the sheet writes it. */
  comoLinha: (item: T) => unknown[];
}

/** Calls for one export: ask for it, read its sheet, read the list, and compare the two. */
export function kitDaExportacao<T>(api: Api, e: ExportacaoDeLista<T>) {
  const exportar = (query: string, quem?: string) => api.enviar('GET', `${e.exportacao}?${query}`, quem);
  const planilha = (res: LightMyRequestResponse) => planilhaBaixada(res, e.aba, e.cabecalho.length);
  const daLista = (query: string, quem: string) => todasAsPaginas<T>(api, `${e.lista}?${query}`, quem);
  /** The export's rows for these filters, checked against the list's: same rows, same order. */
  const conferir = async (query: string, quem = 'gestor') => {
    const [cabecalho, ...corpo] = await planilha(await exportar(query, quem));
    expect(cabecalho).toEqual([...e.cabecalho]);
    expect(corpo).toEqual((await daLista(query, quem)).map(e.comoLinha));
    return corpo;
  };
  return { exportar, planilha, daLista, conferir };
}

/** The newest 'exportar' audit row of an entity. */
export async function ultimaExportacao(api: Api, entidade: string) {
  const [registro] = await api.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.acao, 'exportar'), eq(auditoria.entidade, entidade)))
    .orderBy(desc(auditoria.created_at))
    .limit(1);
  return registro;
}
