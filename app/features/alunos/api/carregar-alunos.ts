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

export function carregarAlunos(f: FiltroAlunos, signal?: AbortSignal): Promise<PaginaAlunos> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['escola_id', 'turma_id', 'serie', 'status'] as const) if (f[chave] !== 'all') params.set(chave, f[chave]);
  if (f.sem_turma) params.set('sem_turma', 'true');
  return apiFetch(`/api/alunos?${params.toString()}`, { signal });
}

export function alunosQueryOptions(filtro: FiltroAlunos) {
  return queryOptions({
    queryKey: [...ALUNOS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarAlunos(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAlunos(filtro: FiltroAlunos, enabled = true) {
  return useQuery({ ...alunosQueryOptions(filtro), enabled });
}
