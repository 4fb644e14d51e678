import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { type FiltroObjetos, OBJETOS_QUERY_KEY, filtroParams } from './get-objetos';

export interface ResumoObjetos {
  total: number;
  pendentes: number;
  em_andamento: number;
  concluidos: number;
}

export function getResumo(f: Partial<FiltroObjetos>, signal?: AbortSignal): Promise<ResumoObjetos> {
  return apiFetch(`/api/objetos-conhecimento/resumo?${filtroParams(f).toString()}`, { signal });
}

export function resumoQueryOptions(f: Partial<FiltroObjetos>) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'resumo', f],
    queryFn: ({ signal }) => getResumo(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useResumo(f: Partial<FiltroObjetos>) {
  return useQuery(resumoQueryOptions(f));
}
