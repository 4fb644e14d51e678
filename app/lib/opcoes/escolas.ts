import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

export interface EscolaOpcao {
  id: string;
  nome: string;
  empresa_id: string;
}

/** The schools in the user's scope (the server limits them): filters, and the Escola fields of forms. */
function carregarEscolasOpcoes(signal?: AbortSignal): Promise<{ itens: EscolaOpcao[] }> {
  return apiFetch('/api/escolas?por_pagina=100', { signal });
}

const escolasOpcoesQueryOptions = queryOptions({
  // Under 'escolas' so a change on the schools screen refreshes these choices too.
  queryKey: ['escolas', 'opcoes'],
  queryFn: ({ signal }) => carregarEscolasOpcoes(signal),
  staleTime: 60_000,
});

export function useEscolasOpcoes(enabled = true) {
  return useQuery({ ...escolasOpcoesQueryOptions, enabled });
}
