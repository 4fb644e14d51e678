import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Papel } from '../../../../domain/schemas/papel';
import { apiFetch } from '../../../lib/api';

export type { Papel } from '../../../../domain/schemas/papel';

export const PAPEIS_QUERY_KEY = ['papeis'] as const;

/** Sorted by nivel on the server. */
function carregarPapeis(signal?: AbortSignal): Promise<{ itens: Papel[] }> {
  return apiFetch('/api/papeis', { signal });
}

export const papeisQueryOptions = queryOptions({
  queryKey: [...PAPEIS_QUERY_KEY, 'lista'],
  queryFn: ({ signal }) => carregarPapeis(signal),
});

export function usePapeis(enabled: boolean) {
  return useQuery({ ...papeisQueryOptions, enabled });
}
