import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A class and subject the user reaches; pode_lancar: it may take the roll call there. */
export interface Opcao {
  escola_id: string;
  escola_nome: string;
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
  pode_lancar: boolean;
}

export function carregarOpcoesFrequencia(
  filtro: { escolaId?: string; turmaId?: string },
  signal?: AbortSignal,
): Promise<{ itens: Opcao[] }> {
  const params = new URLSearchParams();
  if (filtro.escolaId) params.set('escola_id', filtro.escolaId);
  if (filtro.turmaId) params.set('turma_id', filtro.turmaId);
  return apiFetch(`/api/frequencias/opcoes?${params.toString()}`, { signal });
}

export function useOpcoesFrequencia(filtro: { escolaId?: string; turmaId?: string }, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: ['frequencias', 'opcoes', filtro],
      queryFn: ({ signal }) => carregarOpcoesFrequencia(filtro, signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
