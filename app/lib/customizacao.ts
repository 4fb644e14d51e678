import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMIZACAO_PADRAO, type Customizacao, type TipoCustomizacao } from '../../domain/customizacao';
import { apiFetch } from './api';

/** The five customisation cards and their versions (GET /api/customizacao, any signed-in user). */
export interface CustomizacaoSalva {
  customizacao: Customizacao;
  versoes: Record<TipoCustomizacao, string | null>;
}

export const CUSTOMIZACAO_QUERY_KEY = ['customizacao'] as const;

export const customizacaoQueryOptions = queryOptions({
  queryKey: CUSTOMIZACAO_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<CustomizacaoSalva>('/api/customizacao', { signal }),
  staleTime: 5 * 60_000,
});

export function useCustomizacaoSalva() {
  return useQuery(customizacaoQueryOptions);
}

/** For the layout: what is saved, or the defaults while it loads or if it cannot be read. */
export function useCustomizacao(): Customizacao {
  return useCustomizacaoSalva().data?.customizacao ?? CUSTOMIZACAO_PADRAO;
}
