import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NumerosDaPlataforma } from '../../../../domain/schemas/publico';
import { apiFetch } from '../../../lib/api';

export type { NumerosDaPlataforma } from '../../../../domain/schemas/publico';

const numerosQueryOptions = queryOptions({
  queryKey: ['publico', 'numeros'],
  queryFn: ({ signal }) => apiFetch<NumerosDaPlataforma>('/api/publico/numeros', { signal }),
  staleTime: 5 * 60_000,
});

export function useNumerosDaPlataforma() {
  return useQuery(numerosQueryOptions);
}
