import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Frequencia } from '../../../../domain/schemas/frequencia';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Frequencia } from '../../../../domain/schemas/frequencia';

/** The filters of the attendance pages; 'all' or blank is no filter. */
export interface FiltroFrequencia {
  escolaId?: string;
  turmaId?: string;
  disciplinaId?: string;
  dataInicio?: string;
  dataFim?: string;
}

export const FREQUENCIAS_QUERY_KEY = ['frequencias'] as const;

export function paramsFrequencia(f: FiltroFrequencia): URLSearchParams {
  const params = new URLSearchParams();
  const add = (k: string, v: string | undefined) => {
    if (v && v !== 'all') params.set(k, v);
  };
  add('escola_id', f.escolaId);
  add('turma_id', f.turmaId);
  add('disciplina_id', f.disciplinaId);
  add('data_inicio', f.dataInicio);
  add('data_fim', f.dataFim);
  return params;
}

export type StatusFiltro = 'todos' | 'presente' | 'falta';

/** The record list's filters: the page's, plus status and search. */
export type FiltroRegistros = FiltroFrequencia & { status: StatusFiltro; busca: string };

function paramsRegistros(f: FiltroRegistros): URLSearchParams {
  const params = paramsFrequencia(f);
  params.set('status', f.status);
  if (f.busca.trim()) params.set('busca', f.busca.trim());
  return params;
}

/** The XLSX of every record the list shows with these filters (all pages). */
export function urlExportarFrequencias(f: FiltroRegistros): string {
  return `/api/frequencias/exportar?${paramsRegistros(f).toString()}`;
}

function carregarFrequencias(
  f: FiltroRegistros & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<Pagina<Frequencia>> {
  const params = paramsRegistros(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/frequencias?${params.toString()}`, { signal });
}

export function useFrequencias(f: FiltroRegistros & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...FREQUENCIAS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarFrequencias(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
