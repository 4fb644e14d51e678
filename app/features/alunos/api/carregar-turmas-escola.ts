import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Turma } from '../../../../domain/schemas/turma';
import { apiFetch } from '../../../lib/api';

/** What the enrolment choices show of a class: the page of GET /api/turmas carries more. */
export type TurmaOpcao = Pick<
  Turma,
  'id' | 'nome' | 'serie' | 'ano_letivo' | 'capacidade' | 'alunos_matriculados' | 'escola_id' | 'escola_nome' | 'ativo'
>;

/** The classes of one school the user reaches (a school has far fewer than 100). */
function carregarTurmasEscola(escolaId: string, signal?: AbortSignal): Promise<{ itens: TurmaOpcao[] }> {
  return apiFetch(`/api/turmas?escola_id=${encodeURIComponent(escolaId)}&por_pagina=100`, { signal });
}

function turmasEscolaQueryOptions(escolaId: string) {
  // Under 'turmas', so enrolments and class changes refresh the counts shown in the choices.
  return queryOptions({
    queryKey: ['turmas', 'opcoes-alunos', escolaId],
    queryFn: ({ signal }) => carregarTurmasEscola(escolaId, signal),
  });
}

export function useTurmasEscola(escolaId: string, enabled = true) {
  return useQuery({ ...turmasEscolaQueryOptions(escolaId), enabled: enabled && Boolean(escolaId) });
}
