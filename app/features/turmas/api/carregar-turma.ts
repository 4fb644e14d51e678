import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { TURMAS_QUERY_KEY, type Turma } from './carregar-turmas';

export function carregarTurma(id: string, signal?: AbortSignal): Promise<Turma> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}`, { signal });
}

/** One class, for the assignment dialog opened from a class page's 'Atribuir professores'. */
export function useTurma(id: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: [...TURMAS_QUERY_KEY, 'detalhe', id], queryFn: ({ signal }) => carregarTurma(id!, signal) }),
    enabled: Boolean(id),
  });
}
