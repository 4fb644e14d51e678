import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Perfil } from '../../../../domain/schemas/perfil';
import { apiFetch } from '../../../lib/api';

export type { Perfil } from '../../../../domain/schemas/perfil';

export const PERFIL_QUERY_KEY = ['perfil'] as const;

export const perfilQueryOptions = queryOptions({
  queryKey: PERFIL_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Perfil>('/api/perfil', { signal }),
});

export function usePerfil() {
  return useQuery(perfilQueryOptions);
}
