import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

/**
 * The schools in the user's scope and their classes, as the sidebar tree and the school and
 * class pages see them (one cache for both, so opening a page does not refetch the list).
 */
export interface ItemNavegacao {
  id: string;
  nome: string;
}

function carregarEscolasNavegacao(): Promise<{ itens: ItemNavegacao[] }> {
  return apiFetch('/api/navegacao/escolas');
}

const escolasNavegacaoQueryOptions = queryOptions({
  queryKey: ['navegacao', 'escolas'],
  queryFn: carregarEscolasNavegacao,
  staleTime: 5 * 60_000,
});

export function useEscolasNavegacao() {
  return useQuery(escolasNavegacaoQueryOptions);
}

function carregarTurmasNavegacao(escolaId: string): Promise<{ itens: ItemNavegacao[] }> {
  return apiFetch(`/api/navegacao/escolas/${encodeURIComponent(escolaId)}/turmas`);
}

function turmasNavegacaoQueryOptions(escolaId: string) {
  return queryOptions({
    queryKey: ['navegacao', 'escolas', escolaId, 'turmas'],
    queryFn: () => carregarTurmasNavegacao(escolaId),
    staleTime: 5 * 60_000,
  });
}

/** Fetched only when `enabled` (the sidebar asks once the school is expanded). */
export function useTurmasNavegacao(escolaId: string, enabled = true) {
  return useQuery({ ...turmasNavegacaoQueryOptions(escolaId), enabled });
}
