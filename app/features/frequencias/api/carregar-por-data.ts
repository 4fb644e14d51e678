import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GrupoData } from '../../../../domain/schemas/frequencia';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type FiltroFrequencia, paramsFrequencia } from './carregar-frequencias';

export type { GrupoData } from '../../../../domain/schemas/frequencia';

function carregarPorData(
  f: FiltroFrequencia & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<Pagina<GrupoData>> {
  const params = paramsFrequencia(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/frequencias/por-data?${params.toString()}`, { signal });
}

export function usePorData(f: FiltroFrequencia & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...FREQUENCIAS_QUERY_KEY, 'por-data', f],
      queryFn: ({ signal }) => carregarPorData(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
