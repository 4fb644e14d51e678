import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ObjetoConhecimento, StatusObjeto } from '../../../../domain/schemas/objeto-conhecimento';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { HabilidadeResumo, ObjetoConhecimento } from '../../../../domain/schemas/objeto-conhecimento';

/** The page's context (a school, maybe a class) and its filters; '' means no filter. */
export interface FiltroObjetos {
  escolaId: string;
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  status: '' | StatusObjeto;
  busca: string;
}

export const OBJETOS_QUERY_KEY = ['objetos-conhecimento'] as const;

export function filtroParams(f: Partial<FiltroObjetos>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.escolaId) params.set('escola_id', f.escolaId);
  if (f.turmaId) params.set('turma_id', f.turmaId);
  if (f.disciplinaId) params.set('disciplina_id', f.disciplinaId);
  if (f.bimestre) params.set('bimestre', f.bimestre);
  if (f.status) params.set('status', f.status);
  if (f.busca) params.set('busca', f.busca);
  return params;
}

type Consulta = FiltroObjetos & { pagina: number; porPagina: number };

export function carregarObjetos(f: Consulta, signal?: AbortSignal): Promise<Pagina<ObjetoConhecimento>> {
  const params = filtroParams(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/objetos-conhecimento?${params.toString()}`, { signal });
}

export function objetosQueryOptions(f: Consulta) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'lista', f],
    queryFn: ({ signal }) => carregarObjetos(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useObjetos(f: Consulta) {
  return useQuery(objetosQueryOptions(f));
}
