import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMIZACAO_PADRAO, type Customizacao } from '../../domain/customizacao';
import type { CustomizacaoSalva } from '../../domain/schemas/customizacao';
import { useIdentidade } from './aparencia';
import { apiFetch } from './api';

export type { CustomizacaoSalva } from '../../domain/schemas/customizacao';

export const CUSTOMIZACAO_QUERY_KEY = ['customizacao'] as const;

export const customizacaoQueryOptions = (empresaId: string | null) =>
  queryOptions({
    queryKey: [...CUSTOMIZACAO_QUERY_KEY, empresaId ?? 'propria'],
    queryFn: ({ signal }) =>
      apiFetch<CustomizacaoSalva>(`/api/customizacao${empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : ''}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useCustomizacaoSalva(empresaId: string | null, enabled = true) {
  return useQuery({ ...customizacaoQueryOptions(empresaId), enabled });
}

/** For the layout: the user's network's customisation, or the defaults while it loads or if it cannot be read. */
export function useCustomizacao(): Customizacao {
  return useIdentidade().data?.customizacao ?? CUSTOMIZACAO_PADRAO;
}
