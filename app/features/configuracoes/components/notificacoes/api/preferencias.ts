import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Preferencias } from '../../../../../../domain/schemas/configuracoes';
import type { PreferenciasUpdate } from '../../../../../../domain/settings/notificacoes';
import { apiFetch } from '../../../../../lib/api';

export type { Preferencias } from '../../../../../../domain/schemas/configuracoes';

export const PREFERENCIAS_QUERY_KEY = ['configuracoes', 'notificacoes'] as const;

export const preferenciasQuery = queryOptions({
  queryKey: PREFERENCIAS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Preferencias>('/api/configuracoes/notificacoes', { signal }),
});

export function usePreferencias() {
  return useQuery(preferenciasQuery);
}

/** `updated_at` is the version the tab loaded; the server answers 409 if it moved. */
function salvarPreferencias(input: PreferenciasUpdate): Promise<Preferencias> {
  return apiFetch('/api/configuracoes/notificacoes', { method: 'PUT', body: input });
}

export function useSalvarPreferencias() {
  return useMutation({ mutationFn: salvarPreferencias });
}
