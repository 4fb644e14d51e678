import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

export interface PapelOpcao {
  id: string;
  nome: string;
  nivel: number;
  ativo: boolean;
  predefinido: boolean;
}

/** The roles an administrador may give a user instead of the default role of its type. */
function carregarPapeisOpcoes(signal?: AbortSignal): Promise<{ itens: PapelOpcao[] }> {
  return apiFetch('/api/papeis', { signal });
}

const papeisOpcoesQueryOptions = queryOptions({
  // Under 'papeis' so a change on /permissoes refreshes these choices too.
  queryKey: ['papeis', 'opcoes'],
  queryFn: ({ signal }) => carregarPapeisOpcoes(signal),
  staleTime: 60_000,
});

export function usePapeisOpcoes(enabled = true) {
  return useQuery({ ...papeisOpcoesQueryOptions, enabled });
}
