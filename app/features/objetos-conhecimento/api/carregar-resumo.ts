import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumoObjetos } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';
import { type FiltroObjetos, OBJETOS_QUERY_KEY, filtroParams } from './carregar-objetos';

export type { ResumoObjetos } from '../../../../domain/schemas/objeto-conhecimento';

function carregarResumo(f: Partial<FiltroObjetos>, signal?: AbortSignal): Promise<ResumoObjetos> {
  return apiFetch(`/api/objetos-conhecimento/resumo?${filtroParams(f).toString()}`, { signal });
}

function resumoQueryOptions(f: Partial<FiltroObjetos>) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'resumo', f],
    queryFn: ({ signal }) => carregarResumo(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useResumo(f: Partial<FiltroObjetos>) {
  return useQuery(resumoQueryOptions(f));
}
