import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Instituicao {
  nome: string;
  email: string;
}

export function getInstituicao(): Promise<Instituicao> {
  return apiFetch<Instituicao>('/api/publico/instituicao');
}

export const instituicaoQueryOptions = queryOptions({
  queryKey: ['publico', 'instituicao'],
  queryFn: getInstituicao,
  staleTime: 10 * 60_000,
});

export function useInstituicao() {
  return useQuery(instituicaoQueryOptions);
}
