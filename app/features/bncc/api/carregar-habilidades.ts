import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Habilidade } from '../../../../domain/schemas/bncc';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Habilidade } from '../../../../domain/schemas/bncc';

/** The list's filters; an empty string means no filter. */
export interface FiltroHabilidades {
  busca: string;
  componente: string;
  anoSerie: string;
  origem: '' | 'oficial' | 'propria';
}

export const BNCC_QUERY_KEY = ['bncc'] as const;

export function filtroParams(f: FiltroHabilidades): URLSearchParams {
  const params = new URLSearchParams();
  if (f.busca) params.set('busca', f.busca);
  if (f.componente) params.set('componente', f.componente);
  if (f.anoSerie) params.set('ano_serie', f.anoSerie);
  if (f.origem) params.set('origem', f.origem);
  return params;
}

function carregarHabilidades(
  f: FiltroHabilidades & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<Pagina<Habilidade>> {
  const params = filtroParams(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/bncc?${params.toString()}`, { signal });
}

function habilidadesQueryOptions(f: FiltroHabilidades & { pagina: number; porPagina: number }) {
  return queryOptions({
    queryKey: [...BNCC_QUERY_KEY, 'lista', f],
    queryFn: ({ signal }) => carregarHabilidades(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHabilidades(f: FiltroHabilidades & { pagina: number; porPagina: number }) {
  return useQuery(habilidadesQueryOptions(f));
}
