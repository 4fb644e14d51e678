import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

interface ProfessorOpcao {
  id: string;
  nome: string;
  email: string;
}

/** The professors of the school's education body: professor responsável and teaching assignments. */
function carregarProfessoresOpcoes(escolaId: string, signal?: AbortSignal): Promise<{ itens: ProfessorOpcao[] }> {
  return apiFetch(`/api/atribuicoes/professores?escola_id=${encodeURIComponent(escolaId)}&por_pagina=100`, { signal });
}

function professoresOpcoesQueryOptions(escolaId: string) {
  return queryOptions({
    // Under 'usuarios' so a change on the users screen refreshes these choices too.
    queryKey: ['usuarios', 'professores', escolaId],
    queryFn: ({ signal }) => carregarProfessoresOpcoes(escolaId, signal),
    staleTime: 60_000,
  });
}

/** Waits for a school: without one there is no body to list professors from. */
export function useProfessoresOpcoes(escolaId: string) {
  return useQuery({ ...professoresOpcoesQueryOptions(escolaId), enabled: Boolean(escolaId) });
}
