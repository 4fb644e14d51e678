import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginaTurmas } from '../../../../domain/schemas/turma';
import { apiFetch } from '../../../lib/api';

export type { Turma } from '../../../../domain/schemas/turma';

/** 'all' (the selects' "Todos") means no filter. */
export interface FiltroTurmas {
  pagina: number;
  porPagina: number;
  busca: string;
  escola_id: string;
  serie: string;
  turno: string;
  ativo: string;
}

/** Under 'turmas', so any class change refreshes every list of classes. */
export const TURMAS_QUERY_KEY = ['turmas'] as const;

/** The list's filters as the query string: the page's fetcher and its export send the same ones. */
function parametrosTurmas(f: Omit<FiltroTurmas, 'pagina' | 'porPagina'>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['escola_id', 'serie', 'turno', 'ativo'] as const) if (f[chave] !== 'all') params.set(chave, f[chave]);
  return params;
}

function carregarTurmas(f: FiltroTurmas, signal?: AbortSignal): Promise<PaginaTurmas> {
  const params = parametrosTurmas(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/turmas?${params.toString()}`, { signal });
}

/** The XLSX of every class the list shows with these filters (all pages). */
export function urlExportarTurmas(f: Omit<FiltroTurmas, 'pagina' | 'porPagina'>): string {
  return `/api/turmas/exportar?${parametrosTurmas(f).toString()}`;
}

function turmasQueryOptions(filtro: FiltroTurmas) {
  return queryOptions({
    queryKey: [...TURMAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarTurmas(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTurmas(filtro: FiltroTurmas) {
  return useQuery(turmasQueryOptions(filtro));
}
