import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMIZACAO_PADRAO, type Customizacao, type TipoCustomizacao } from '../../domain/customizacao';
import { useIdentidade } from './aparencia';
import { apiFetch } from './api';

/**
 * The five customisation cards of one level and their versions (GET /api/customizacao): the
 * user's network's, or — for an administrador — the platform's (`empresaId` null) or a chosen network's.
 */
export interface CustomizacaoSalva {
  empresa_id: string | null;
  customizacao: Customizacao;
  versoes: Record<TipoCustomizacao, string | null>;
}

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
