import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpcaoLancamento } from '../../../domain/schemas/atribuicao';
import { apiFetch } from '../api';

export type { OpcaoLancamento } from '../../../domain/schemas/atribuicao';

/** Where the choices come from: the grade pages and the attendance pages answer the same shape. */
export type RecursoDeLancamento = 'notas' | 'frequencias';

export interface FiltroLancamento {
  escolaId?: string;
  turmaId?: string;
}

/** The classes and subjects the user reaches there; `pode_lancar` says where it may enter grades or roll calls. */
export function carregarOpcoesDeLancamento(
  recurso: RecursoDeLancamento,
  filtro: FiltroLancamento,
  signal?: AbortSignal,
): Promise<{ itens: OpcaoLancamento[] }> {
  const params = new URLSearchParams();
  if (filtro.escolaId) params.set('escola_id', filtro.escolaId);
  if (filtro.turmaId) params.set('turma_id', filtro.turmaId);
  return apiFetch(`/api/${recurso}/opcoes?${params.toString()}`, { signal });
}

function opcoesDeLancamentoQueryOptions(recurso: RecursoDeLancamento, filtro: FiltroLancamento) {
  return queryOptions({
    // Under the resource's key, so saving grades or a roll call refreshes these choices too.
    queryKey: [recurso, 'opcoes', filtro],
    queryFn: ({ signal }) => carregarOpcoesDeLancamento(recurso, filtro, signal),
    staleTime: 60_000,
  });
}

export function useOpcoesDeLancamento(recurso: RecursoDeLancamento, filtro: FiltroLancamento, enabled = true) {
  return useQuery({ ...opcoesDeLancamentoQueryOptions(recurso, filtro), enabled });
}
