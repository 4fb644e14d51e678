import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegrasDaEmpresa } from '../../../../../domain/schemas/regras-escolares';
import { apiFetch } from '../../../../lib/api';

export type { RegrasDaEmpresa } from '../../../../../domain/schemas/regras-escolares';

export const REGRAS_QUERY_KEY = ['regras-escolares'] as const;

/** The user's body's rules; an administrador names the body. */
function carregarRegrasEscolares(empresaId: string | null, signal?: AbortSignal): Promise<RegrasDaEmpresa> {
  return apiFetch(`/api/regras-escolares${empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : ''}`, { signal });
}

export function useRegrasEscolares(empresaId: string | null, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: [...REGRAS_QUERY_KEY, empresaId],
      queryFn: ({ signal }) => carregarRegrasEscolares(empresaId, signal),
    }),
    enabled,
  });
}
