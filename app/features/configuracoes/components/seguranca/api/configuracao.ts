import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Seguranca } from '../../../../../../domain/schemas/configuracoes';
import type { SegurancaUpdate } from '../../../../../../domain/settings/seguranca';
import { apiFetch } from '../../../../../lib/api';

export type { Seguranca } from '../../../../../../domain/schemas/configuracoes';

export const SEGURANCA_QUERY_KEY = ['configuracoes', 'seguranca'] as const;

export const segurancaQuery = queryOptions({
  queryKey: SEGURANCA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Seguranca>('/api/configuracoes/seguranca', { signal }),
});

export function useSeguranca(enabled: boolean) {
  return useQuery({ ...segurancaQuery, enabled });
}

function salvarSeguranca(input: SegurancaUpdate): Promise<Seguranca> {
  return apiFetch('/api/configuracoes/seguranca', { method: 'PUT', body: input });
}

export function useSalvarSeguranca() {
  return useMutation({ mutationFn: salvarSeguranca });
}
