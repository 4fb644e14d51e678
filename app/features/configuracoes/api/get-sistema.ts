import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfiguracaoGeral } from '../../../../domain/settings';
import { apiFetch } from '../../../lib/api';

export type Sistema = ConfiguracaoGeral & { updated_at: string | null };

export const SISTEMA_QUERY_KEY = ['configuracoes', 'sistema'] as const;

export const sistemaQueryOptions = queryOptions({
  queryKey: SISTEMA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Sistema>('/api/configuracoes/sistema', { signal }),
});

export function useSistema(enabled: boolean) {
  return useQuery({ ...sistemaQueryOptions, enabled });
}
