import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginaMatriculasDaTurma } from '../../../../domain/schemas/matricula';
import { apiFetch } from '../../../lib/api';

export type { MatriculaDaTurma } from '../../../../domain/schemas/matricula';

export interface FiltroRoster {
  pagina: number;
  porPagina: number;
  busca: string;
  status: string;
}

/** The class's students: its enrolments, active first, then the history. */
export function carregarRoster(turmaId: string, f: FiltroRoster, signal?: AbortSignal): Promise<PaginaMatriculasDaTurma> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  if (f.status !== 'all') params.set('status', f.status);
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/alunos?${params.toString()}`, { signal });
}

export function rosterQueryOptions(turmaId: string, filtro: FiltroRoster) {
  // Under 'alunos', so every student or enrolment change refreshes it.
  return queryOptions({
    queryKey: ['alunos', 'roster', turmaId, filtro],
    queryFn: ({ signal }) => carregarRoster(turmaId, filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoster(turmaId: string, filtro: FiltroRoster) {
  return useQuery(rosterQueryOptions(turmaId, filtro));
}
