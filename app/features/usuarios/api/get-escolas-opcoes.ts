import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface EscolaOpcao {
  id: string;
  nome: string;
  empresa_id: string | null;
}

/** The schools a gestor or professor can be linked to (the server limits them to the viewer's scope). */
export function getEscolasOpcoes(signal?: AbortSignal): Promise<{ itens: EscolaOpcao[] }> {
  return apiFetch('/api/escolas?por_pagina=100', { signal });
}

export const escolasOpcoesQueryOptions = queryOptions({
  queryKey: ['escolas', 'opcoes-usuarios'],
  queryFn: ({ signal }) => getEscolasOpcoes(signal),
  staleTime: 60_000,
});

export function useEscolasOpcoes(enabled: boolean) {
  return useQuery({ ...escolasOpcoesQueryOptions, enabled });
}
