import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ESCOLAS_QUERY_KEY } from './get-escolas';

/** The figures of a school's overview, as GET /api/escolas/:id/resumo answers them. */
export interface ResumoEscola {
  escola: { id: string; nome: string };
  turmas: number;
  alunos: number;
  professores: number;
  /** Percent present over the lessons given; null before the first roll call. */
  frequencia: number | null;
  notas_pendentes: number;
}

export function getResumoEscola(id: string, signal?: AbortSignal): Promise<ResumoEscola> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}/resumo`, { signal });
}

export function resumoEscolaQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ESCOLAS_QUERY_KEY, 'resumo', id],
    queryFn: ({ signal }) => getResumoEscola(id, signal),
  });
}

export function useResumoEscola(id: string) {
  return useQuery(resumoEscolaQueryOptions(id));
}
