import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Empresa } from '../../../../domain/schemas/empresa';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Empresa } from '../../../../domain/schemas/empresa';

export interface FiltroEmpresas {
  pagina: number;
  porPagina: number;
  busca: string;
}

/** Every companies query sits under this key, so a change refreshes them all (the users form's choices too). */
export const EMPRESAS_QUERY_KEY = ['empresas'] as const;

function carregarEmpresas({ pagina, porPagina, busca }: FiltroEmpresas, signal?: AbortSignal): Promise<Pagina<Empresa>> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/empresas?${params.toString()}`, { signal });
}

function empresasQueryOptions(filtro: FiltroEmpresas) {
  return queryOptions({
    queryKey: [...EMPRESAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarEmpresas(filtro, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmpresas(filtro: FiltroEmpresas) {
  return useQuery(empresasQueryOptions(filtro));
}
