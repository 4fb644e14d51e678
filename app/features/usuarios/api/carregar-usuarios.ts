import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagina } from '../../../../domain/schemas/pagina';
import type { STATUS_USUARIO, Usuario } from '../../../../domain/schemas/usuario';
import { apiFetch } from '../../../lib/api';

export type StatusUsuario = (typeof STATUS_USUARIO)[number];

export type { Usuario } from '../../../../domain/schemas/usuario';

export interface FiltroUsuarios {
  pagina: number;
  porPagina: number;
  busca: string;
}

export const USUARIOS_QUERY_KEY = ['usuarios'] as const;

function carregarUsuarios({ pagina, porPagina, busca }: FiltroUsuarios, signal?: AbortSignal): Promise<Pagina<Usuario>> {
  const params = new URLSearchParams({ pagina: String(pagina), por_pagina: String(porPagina) });
  if (busca) params.set('busca', busca);
  return apiFetch(`/api/usuarios?${params.toString()}`, { signal });
}

function usuariosQueryOptions(filtro: FiltroUsuarios) {
  return queryOptions({
    queryKey: [...USUARIOS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarUsuarios(filtro, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUsuarios(filtro: FiltroUsuarios) {
  return useQuery(usuariosQueryOptions(filtro));
}
