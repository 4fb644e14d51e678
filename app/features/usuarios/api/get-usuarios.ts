import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoUsuario } from '../../../../domain/roles';
import type { STATUS_USUARIO } from '../../../../domain/schemas/usuario';
import { apiFetch } from '../../../lib/api';

export type StatusUsuario = (typeof STATUS_USUARIO)[number];

export interface Usuario {
  id: string;
  nome: string;
  email: string;
  tipo_usuario: TipoUsuario;
  telefone: string | null;
  status: StatusUsuario;
  ativo: boolean;
  empresa_id: string | null;
  empresa_nome: string | null;
  papel_id: string | null;
  papel_nome: string | null;
  escola_ids: string[];
  created_at: string;
  updated_at: string;
}

export interface PaginaUsuarios {
  itens: Usuario[];
  total: number;
  pagina: number;
  por_pagina: number;
}

export interface FiltroUsuarios {
  pagina: number;
  porPagina: number;
  busca: string;
}

export const USUARIOS_QUERY_KEY = ['usuarios'] as const;

export function getUsuarios({ pagina, porPagina, busca }: FiltroUsuarios, signal?: AbortSignal): Promise<PaginaUsuarios> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/usuarios?${params.toString()}`, { signal });
}

export function usuariosQueryOptions(filtro: FiltroUsuarios) {
  return queryOptions({
    queryKey: [...USUARIOS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getUsuarios(filtro, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsuarios(filtro: FiltroUsuarios) {
  return useQuery(usuariosQueryOptions(filtro));
}
