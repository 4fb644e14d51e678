import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instituicao } from '../../../../domain/schemas/publico';
import { apiFetch } from '../../../lib/api';

function carregarInstituicao(): Promise<Instituicao> {
  return apiFetch<Instituicao>('/api/publico/instituicao');
}

const instituicaoQueryOptions = queryOptions({
  queryKey: ['publico', 'instituicao'],
  queryFn: carregarInstituicao,
  staleTime: 10 * 60_000,
});

export function useInstituicao() {
  return useQuery(instituicaoQueryOptions);
}
