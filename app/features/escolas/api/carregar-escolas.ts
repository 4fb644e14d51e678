import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Escola } from '../../../../domain/schemas/escola';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Escola } from '../../../../domain/schemas/escola';

export interface FiltroEscolas {
  pagina: number;
  porPagina: number;
  busca: string;
}

/** Every schools query sits under this key (the users form's school choices too). */
export const ESCOLAS_QUERY_KEY = ['escolas'] as const;

function carregarEscolas({ pagina, porPagina, busca }: FiltroEscolas, signal?: AbortSignal): Promise<Pagina<Escola>> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/escolas?${params.toString()}`, { signal });
}

function escolasQueryOptions(filtro: FiltroEscolas) {
  return queryOptions({
    queryKey: [...ESCOLAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarEscolas(filtro, signal),
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEscolas(filtro: FiltroEscolas) {
  return useQuery(escolasQueryOptions(filtro));
}
