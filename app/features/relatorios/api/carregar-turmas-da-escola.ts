import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Turma } from '../../../../domain/schemas/turma';
import { apiFetch } from '../../../lib/api';

export type TurmaDaEscola = Pick<Turma, 'id' | 'nome' | 'ano_letivo'>;

/** The classes of one school the user reaches (a school has far fewer than 100): the report's Turma field. */
function carregarTurmasDaEscola(escolaId: string, signal?: AbortSignal): Promise<{ itens: TurmaDaEscola[] }> {
  return apiFetch(`/api/turmas?escola_id=${encodeURIComponent(escolaId)}&por_pagina=100`, { signal });
}

export function useTurmasDaEscola(escolaId: string) {
  return useQuery(
    queryOptions({
      // Under 'turmas', so a change on the classes screens refreshes these choices too.
      queryKey: ['turmas', 'opcoes-relatorios', escolaId],
      queryFn: ({ signal }) => carregarTurmasDaEscola(escolaId, signal),
      enabled: escolaId !== '',
      staleTime: 60_000,
    }),
  );
}
