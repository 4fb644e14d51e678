import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginaAlunos } from '../../../../domain/schemas/aluno';
import { apiFetch } from '../../../lib/api';

export type { Aluno } from '../../../../domain/schemas/aluno';

/** 'all' (the selects' "Todos") means no filter. */
export interface FiltroAlunos {
  pagina: number;
  porPagina: number;
  busca: string;
  escola_id: string;
  turma_id: string;
  serie: string;
  status: string;
  /** Only students without a current class (to enrol one). */
  sem_turma?: boolean;
}

export const ALUNOS_QUERY_KEY = ['alunos'] as const;

/** The list's filters as the query string: the page's fetcher and its export send the same ones. */
function parametrosAlunos(f: Omit<FiltroAlunos, 'pagina' | 'porPagina'>): URLSearchParams {
  const params = new URLSearchParams();
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['escola_id', 'turma_id', 'serie', 'status'] as const) if (f[chave] !== 'all') params.set(chave, f[chave]);
  if (f.sem_turma) params.set('sem_turma', 'true');
  return params;
}

function carregarAlunos(f: FiltroAlunos, signal?: AbortSignal): Promise<PaginaAlunos> {
  const params = parametrosAlunos(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/alunos?${params.toString()}`, { signal });
}

/** The XLSX of every row the list shows with these filters (all pages). */
export function urlExportarAlunos(f: Omit<FiltroAlunos, 'pagina' | 'porPagina'>): string {
  return `/api/alunos/exportar?${parametrosAlunos(f).toString()}`;
}

function alunosQueryOptions(filtro: FiltroAlunos) {
  return queryOptions({
    queryKey: [...ALUNOS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarAlunos(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAlunos(filtro: FiltroAlunos, enabled = true) {
  return useQuery({ ...alunosQueryOptions(filtro), enabled });
}
