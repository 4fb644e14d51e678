import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sistema } from '../../../../domain/schemas/geral';
import { apiFetch } from '../../../lib/api';

export type { Sistema } from '../../../../domain/schemas/geral';

export const SISTEMA_QUERY_KEY = ['configuracoes', 'sistema'] as const;

/** `?empresa_id=` only when an administrador picks a network; without it, the user's own level. */
export const comEmpresa = (url: string, empresaId: string | null) =>
  empresaId ? `${url}?empresa_id=${encodeURIComponent(empresaId)}` : url;

export const sistemaQueryOptions = (empresaId: string | null) =>
  queryOptions({
    queryKey: [...SISTEMA_QUERY_KEY, empresaId ?? 'propria'],
    queryFn: ({ signal }) => apiFetch<Sistema>(comEmpresa('/api/configuracoes/sistema', empresaId), { signal }),
  });

export function useSistema(empresaId: string | null, enabled: boolean) {
  return useQuery({ ...sistemaQueryOptions(empresaId), enabled });
}
