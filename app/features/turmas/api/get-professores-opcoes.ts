import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ProfessorOpcao {
  id: string;
  nome: string;
  email: string;
}

/** The professors of the school's education body: professor responsável and teaching assignments. */
export function getProfessoresOpcoes(escolaId: string, signal?: AbortSignal): Promise<{ itens: ProfessorOpcao[] }> {
  return apiFetch(`/api/atribuicoes/professores?escola_id=${encodeURIComponent(escolaId)}&por_pagina=100`, { signal });
}

export function useProfessoresOpcoes(escolaId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['usuarios', 'professores', escolaId],
      queryFn: ({ signal }) => getProfessoresOpcoes(escolaId, signal),
      staleTime: 60_000,
    }),
    enabled: Boolean(escolaId),
  });
}
