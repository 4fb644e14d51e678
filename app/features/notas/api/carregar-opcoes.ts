import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A class and subject the user reaches (subjects come from the teaching assignments). */
export interface Opcao {
  escola_id: string;
  escola_nome: string;
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
  pode_lancar: boolean;
}

export function carregarOpcoesNotas(
  filtro: { escolaId?: string; turmaId?: string },
  signal?: AbortSignal,
): Promise<{ itens: Opcao[] }> {
  const params = new URLSearchParams();
  if (filtro.escolaId) params.set('escola_id', filtro.escolaId);
  if (filtro.turmaId) params.set('turma_id', filtro.turmaId);
  return apiFetch(`/api/notas/opcoes?${params.toString()}`, { signal });
}

export function opcoesNotasQueryOptions(filtro: { escolaId?: string; turmaId?: string }) {
  return queryOptions({
    queryKey: ['notas', 'opcoes', filtro],
    queryFn: ({ signal }) => carregarOpcoesNotas(filtro, signal),
    staleTime: 60_000,
  });
}

export function useOpcoesNotas(filtro: { escolaId?: string; turmaId?: string }) {
  return useQuery(opcoesNotasQueryOptions(filtro));
}
