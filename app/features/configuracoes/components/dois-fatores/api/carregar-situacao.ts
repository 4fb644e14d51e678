import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../../lib/api';

interface SituacaoDoisFatores {
  ativo: boolean;
  /** The settings require it of this user (administradores and empresas, when switched on). */
  exigido: boolean;
  codigos_restantes: number | null;
}

export const DOIS_FATORES_QUERY_KEY = ['dois-fatores'] as const;

const situacaoDoisFatoresQuery = queryOptions({
  queryKey: DOIS_FATORES_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<SituacaoDoisFatores>('/api/seguranca/dois-fatores', { signal }),
  staleTime: 60_000,
});

export function useSituacaoDoisFatores(enabled = true) {
  return useQuery({ ...situacaoDoisFatoresQuery, enabled });
}
