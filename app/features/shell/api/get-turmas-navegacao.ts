import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { ItemNavegacao } from './get-escolas-navegacao';

export function getTurmasNavegacao(escolaId: string): Promise<{ itens: ItemNavegacao[] }> {
  return apiFetch(`/api/navegacao/escolas/${encodeURIComponent(escolaId)}/turmas`);
}

export function turmasNavegacaoQueryOptions(escolaId: string) {
  return queryOptions({
    queryKey: ['navegacao', 'escolas', escolaId, 'turmas'],
    queryFn: () => getTurmasNavegacao(escolaId),
    staleTime: 5 * 60_000,
  });
}

/** Fetched only once the school is expanded. */
export function useTurmasNavegacao(escolaId: string, enabled: boolean) {
  return useQuery({ ...turmasNavegacaoQueryOptions(escolaId), enabled });
}
