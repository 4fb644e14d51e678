import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type FiltroFrequencia, paramsFrequencia } from './get-frequencias';

export interface GrupoData {
  data: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
  presentes: number;
  faltas: number;
  pode_editar: boolean;
}

export function getPorData(
  f: FiltroFrequencia & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<{ itens: GrupoData[]; total: number }> {
  const params = paramsFrequencia(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/frequencias/por-data?${params.toString()}`, { signal });
}

export function usePorData(f: FiltroFrequencia & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...FREQUENCIAS_QUERY_KEY, 'por-data', f],
      queryFn: ({ signal }) => getPorData(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
