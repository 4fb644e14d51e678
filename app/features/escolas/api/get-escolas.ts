import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoEscola } from '../../../../domain/schemas/escola';
import { apiFetch } from '../../../lib/api';

/** A school as GET /api/escolas answers it (spec 1 §3). */
export interface Escola {
  id: string;
  nome: string;
  codigo_inep: string | null;
  endereco: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
  telefone: string | null;
  email: string | null;
  tipo: TipoEscola;
  ativo: boolean;
  empresa_id: string;
  empresa_nome: string;
  created_at: string;
  /** Also the edit version: sent back on PUT, the server answers 409 if it moved. */
  updated_at: string;
}

export interface PaginaEscolas {
  itens: Escola[];
  total: number;
  pagina: number;
  por_pagina: number;
}

export interface FiltroEscolas {
  pagina: number;
  porPagina: number;
  busca: string;
}

/** Every schools query sits under this key (the users form's school choices too). */
export const ESCOLAS_QUERY_KEY = ['escolas'] as const;

export function getEscolas({ pagina, porPagina, busca }: FiltroEscolas, signal?: AbortSignal): Promise<PaginaEscolas> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/escolas?${params.toString()}`, { signal });
}

export function escolasQueryOptions(filtro: FiltroEscolas) {
  return queryOptions({
    queryKey: [...ESCOLAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getEscolas(filtro, signal),
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEscolas(filtro: FiltroEscolas) {
  return useQuery(escolasQueryOptions(filtro));
}
