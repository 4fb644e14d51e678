import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAluno, StatusMatricula } from '../../../../domain/academico/catalogo';
import { apiFetch } from '../../../lib/api';

export interface ItemRoster {
  matricula_id: string;
  aluno_id: string;
  nome: string;
  matricula: string;
  aluno_status: StatusAluno;
  status: StatusMatricula;
  data_inicio: string;
  data_fim: string | null;
  updated_at: string;
}

export interface Roster {
  itens: ItemRoster[];
  total: number;
  pagina: number;
  por_pagina: number;
  resumo: { ativas: number; transferidas: number; encerradas: number; capacidade: number };
}

export interface FiltroRoster {
  pagina: number;
  porPagina: number;
  busca: string;
  status: string;
}

/** The class's students: its enrolments, active first, then the history. */
export function getRoster(turmaId: string, f: FiltroRoster, signal?: AbortSignal): Promise<Roster> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  if (f.status !== 'all') params.set('status', f.status);
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/alunos?${params.toString()}`, { signal });
}

export function rosterQueryOptions(turmaId: string, filtro: FiltroRoster) {
  // Under 'alunos', so every student or enrolment change refreshes it.
  return queryOptions({
    queryKey: ['alunos', 'roster', turmaId, filtro],
    queryFn: ({ signal }) => getRoster(turmaId, filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoster(turmaId: string, filtro: FiltroRoster) {
  return useQuery(rosterQueryOptions(turmaId, filtro));
}
