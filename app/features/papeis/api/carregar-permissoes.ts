import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissaoDoCatalogo } from '../../../../domain/schemas/papel';
import { apiFetch } from '../../../lib/api';

export type { PermissaoDoCatalogo } from '../../../../domain/schemas/papel';

function carregarPermissoes(signal?: AbortSignal): Promise<{ itens: PermissaoDoCatalogo[] }> {
  return apiFetch('/api/permissoes', { signal });
}

const permissoesQueryOptions = queryOptions({
  queryKey: ['permissoes', 'catalogo'],
  queryFn: ({ signal }) => carregarPermissoes(signal),
  // The catalogue changes only with a new version of the system.
  staleTime: Infinity,
});

export function usePermissoes(enabled: boolean) {
  return useQuery({ ...permissoesQueryOptions, enabled });
}
