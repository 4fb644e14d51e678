import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Acao, Modulo } from '../../../../domain/permissions';
import { apiFetch } from '../../../lib/api';

/** One entry of the permission catalogue (module × action). */
export interface PermissaoCatalogo {
  id: string;
  nome: string;
  descricao: string | null;
  modulo: Modulo;
  acao: Acao;
}

export function getPermissoes(signal?: AbortSignal): Promise<{ itens: PermissaoCatalogo[] }> {
  return apiFetch('/api/permissoes', { signal });
}

export const permissoesQueryOptions = queryOptions({
  queryKey: ['permissoes', 'catalogo'],
  queryFn: ({ signal }) => getPermissoes(signal),
  // The catalogue changes only with a new version of the system.
  staleTime: Infinity,
});

export function usePermissoes(enabled: boolean) {
  return useQuery({ ...permissoesQueryOptions, enabled });
}
