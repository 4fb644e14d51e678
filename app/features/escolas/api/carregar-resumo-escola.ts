import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumoEscola } from '../../../../domain/schemas/escola';
import { apiFetch } from '../../../lib/api';
import { ESCOLAS_QUERY_KEY } from './carregar-escolas';

function carregarResumoEscola(id: string, signal?: AbortSignal): Promise<ResumoEscola> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}/resumo`, { signal });
}

function resumoEscolaQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ESCOLAS_QUERY_KEY, 'resumo', id],
    queryFn: ({ signal }) => carregarResumoEscola(id, signal),
  });
}

export function useResumoEscola(id: string) {
  return useQuery(resumoEscolaQueryOptions(id));
}
