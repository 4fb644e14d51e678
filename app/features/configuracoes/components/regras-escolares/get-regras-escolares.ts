import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';

export interface RegrasDaEmpresa {
  empresa_id: string;
  empresa_nome: string;
  media_aprovacao: number;
  media_recuperacao: number;
  frequencia_minima: number;
  alerta_faltas: number;
  updated_at: string | null;
  pode_editar: boolean;
}

export const REGRAS_QUERY_KEY = ['regras-escolares'] as const;

/** The user's body's rules; an administrador names the body. */
export function getRegrasEscolares(empresaId: string | null, signal?: AbortSignal): Promise<RegrasDaEmpresa> {
  return apiFetch(`/api/regras-escolares${empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : ''}`, { signal });
}

export function useRegrasEscolares(empresaId: string | null, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: [...REGRAS_QUERY_KEY, empresaId],
      queryFn: ({ signal }) => getRegrasEscolares(empresaId, signal),
    }),
    enabled,
  });
}
