import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoEmpresa } from '../../../../domain/schemas/empresa';
import { apiFetch } from '../../../lib/api';

/** A company (education body) as GET /api/empresas answers it (spec 1 §3). */
export interface Empresa {
  id: string;
  nome: string;
  tipo: TipoEmpresa;
  cnpj: string | null;
  email: string | null;
  telefone: string | null;
  endereco: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
  responsavel_nome: string | null;
  responsavel_email: string | null;
  responsavel_telefone: string | null;
  ativo: boolean;
  created_at: string;
  /** Also the edit version: sent back on PUT, the server answers 409 if it moved. */
  updated_at: string;
}

export interface PaginaEmpresas {
  itens: Empresa[];
  total: number;
  pagina: number;
  por_pagina: number;
}

export interface FiltroEmpresas {
  pagina: number;
  porPagina: number;
  busca: string;
}

/** Every companies query sits under this key, so a change refreshes them all (the users form's choices too). */
export const EMPRESAS_QUERY_KEY = ['empresas'] as const;

export function getEmpresas({ pagina, porPagina, busca }: FiltroEmpresas, signal?: AbortSignal): Promise<PaginaEmpresas> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/empresas?${params.toString()}`, { signal });
}

export function empresasQueryOptions(filtro: FiltroEmpresas) {
  return queryOptions({
    queryKey: [...EMPRESAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getEmpresas(filtro, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmpresas(filtro: FiltroEmpresas) {
  return useQuery(empresasQueryOptions(filtro));
}
