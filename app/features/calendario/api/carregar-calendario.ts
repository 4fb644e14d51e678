import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarioDaEmpresa } from '../../../../domain/schemas/calendario';
import { apiFetch } from '../../../lib/api';

export type { CalendarioDaEmpresa } from '../../../../domain/schemas/calendario';

export const CALENDARIO_QUERY_KEY = ['calendario'] as const;

const query = (empresaId: string | null) => (empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : '');

/** The network's ano letivo (the default until it saves its own); an administrador names the network. */
function carregarCalendario(ano: number, empresaId: string | null, signal?: AbortSignal): Promise<CalendarioDaEmpresa> {
  return apiFetch(`/api/calendario/${ano}${query(empresaId)}`, { signal });
}

export function useCalendario(ano: number, empresaId: string | null, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: [...CALENDARIO_QUERY_KEY, ano, empresaId],
      queryFn: ({ signal }) => carregarCalendario(ano, empresaId, signal),
    }),
    enabled,
  });
}

export function restaurarUrl(ano: number, empresaId: string | null): string {
  return `/api/calendario/${ano}${query(empresaId)}`;
}
