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
/** The roster's filters as the query string: the page's fetcher and its export send the same ones. */
function parametrosRoster(f: Omit<FiltroRoster, 'pagina' | 'porPagina'>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.busca) params.set('busca', f.busca);
  if (f.status !== 'all') params.set('status', f.status);
  return params;
}

function carregarRoster(turmaId: string, f: FiltroRoster, signal?: AbortSignal): Promise<PaginaMatriculasDaTurma> {
  const params = parametrosRoster(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/alunos?${params.toString()}`, { signal });
}

/** The XLSX of every enrolment the roster shows with these filters (all pages). */
export function urlExportarRoster(turmaId: string, f: Omit<FiltroRoster, 'pagina' | 'porPagina'>): string {
  return `/api/turmas/${encodeURIComponent(turmaId)}/alunos/exportar?${parametrosRoster(f).toString()}`;
}

function rosterQueryOptions(turmaId: string, filtro: FiltroRoster) {
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
