import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SerieTurma } from '../../../../domain/academico/series';
import { apiFetch } from '../../../lib/api';

export interface TurmaOpcao {
  id: string;
  nome: string;
  serie: SerieTurma;
  ano_letivo: number;
  capacidade: number;
  alunos_matriculados: number;
  escola_id: string;
  escola_nome: string;
  ativo: boolean;
}

/** The classes of one school the user reaches (a school has far fewer than 100). */
export function getTurmasEscola(escolaId: string, signal?: AbortSignal): Promise<{ itens: TurmaOpcao[] }> {
  return apiFetch(`/api/turmas?escola_id=${encodeURIComponent(escolaId)}&por_pagina=100`, { signal });
}

export function turmasEscolaQueryOptions(escolaId: string) {
  // Under 'turmas', so enrolments and class changes refresh the counts shown in the choices.
  return queryOptions({
    queryKey: ['turmas', 'opcoes-alunos', escolaId],
    queryFn: ({ signal }) => getTurmasEscola(escolaId, signal),
  });
}

export function useTurmasEscola(escolaId: string, enabled = true) {
  return useQuery({ ...turmasEscolaQueryOptions(escolaId), enabled: enabled && Boolean(escolaId) });
}
