import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A role with the names ("modulo.acao") of the permissions it grants (spec 1 §3). */
export interface Papel {
  id: string;
  nome: string;
  descricao: string | null;
  nivel: number;
  ativo: boolean;
  /** One of the five roles of spec 1 §6: never deleted nor renamed. */
  predefinido: boolean;
  permissoes: string[];
  /** Also the edit version: sent back on PUT, the server answers 409 if it moved. */
  updated_at: string;
}

export const PAPEIS_QUERY_KEY = ['papeis'] as const;

/** Sorted by nivel on the server (spec 1 §2.10). */
export function getPapeis(signal?: AbortSignal): Promise<{ itens: Papel[] }> {
  return apiFetch('/api/papeis', { signal });
}

export const papeisQueryOptions = queryOptions({
  queryKey: [...PAPEIS_QUERY_KEY, 'lista'],
  queryFn: ({ signal }) => getPapeis(signal),
});

export function usePapeis(enabled: boolean) {
  return useQuery({ ...papeisQueryOptions, enabled });
}
