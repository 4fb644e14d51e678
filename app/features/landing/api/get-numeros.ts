import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** The platform's totals (GET /api/publico/numeros), recounted by the server every few minutes. */
export interface NumerosDaPlataforma {
  alunos: number;
  escolas: number;
  professores: number;
  taxa_aprovacao: number | null;
}

export const numerosQueryOptions = queryOptions({
  queryKey: ['publico', 'numeros'],
  queryFn: ({ signal }) => apiFetch<NumerosDaPlataforma>('/api/publico/numeros', { signal }),
  staleTime: 5 * 60_000,
});

export function useNumerosDaPlataforma() {
  return useQuery(numerosQueryOptions);
}
