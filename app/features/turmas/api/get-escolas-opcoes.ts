import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface EscolaOpcao {
  id: string;
  nome: string;
  empresa_id: string;
}

/** The schools in the user's scope: the class form's Escola and the school filter. */
export function getEscolasOpcoes(signal?: AbortSignal): Promise<{ itens: EscolaOpcao[] }> {
  return apiFetch('/api/escolas?por_pagina=100', { signal });
}

export const escolasOpcoesQueryOptions = queryOptions({
  queryKey: ['escolas', 'opcoes-turmas'],
  queryFn: ({ signal }) => getEscolasOpcoes(signal),
  staleTime: 60_000,
});

export function useEscolasOpcoes() {
  return useQuery(escolasOpcoesQueryOptions);
}
