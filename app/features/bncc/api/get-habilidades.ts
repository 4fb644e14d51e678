import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Etapa } from '../../../../domain/bncc';
import { apiFetch } from '../../../lib/api';

export interface Habilidade {
  id: string;
  codigo: string;
  descricao: string;
  componente_curricular: string;
  ano_serie: string;
  etapa: Etapa;
  origem: 'oficial' | 'propria';
  empresa_id: string | null;
  empresa_nome: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaginaHabilidades {
  itens: Habilidade[];
  total: number;
  pagina: number;
  por_pagina: number;
}

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

export function getHabilidades(
  f: FiltroHabilidades & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<PaginaHabilidades> {
  const params = filtroParams(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/bncc?${params.toString()}`, { signal });
}

export function habilidadesQueryOptions(f: FiltroHabilidades & { pagina: number; porPagina: number }) {
  return queryOptions({
    queryKey: [...BNCC_QUERY_KEY, 'lista', f],
    queryFn: ({ signal }) => getHabilidades(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHabilidades(f: FiltroHabilidades & { pagina: number; porPagina: number }) {
  return useQuery(habilidadesQueryOptions(f));
}
