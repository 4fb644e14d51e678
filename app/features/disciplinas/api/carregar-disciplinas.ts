import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Disciplina } from '../../../../domain/schemas/disciplina';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Disciplina } from '../../../../domain/schemas/disciplina';

/** 'all' (the selects' "Todos") means no filter; the server takes it as such. */
export interface FiltroDisciplinas {
  pagina: number;
  porPagina: number;
  busca: string;
  disciplina: string;
  serie_ano: string;
  bimestre: string;
  ativo: string;
  empresa_id: string;
}

export const DISCIPLINAS_QUERY_KEY = ['disciplinas'] as const;

function carregarDisciplinas(f: FiltroDisciplinas, signal?: AbortSignal): Promise<Pagina<Disciplina>> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['disciplina', 'serie_ano', 'bimestre', 'ativo', 'empresa_id'] as const)
    if (f[chave] !== 'all') params.set(chave, f[chave]);
  return apiFetch(`/api/disciplinas?${params.toString()}`, { signal });
}

function disciplinasQueryOptions(filtro: FiltroDisciplinas) {
  return queryOptions({
    queryKey: [...DISCIPLINAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => carregarDisciplinas(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDisciplinas(filtro: FiltroDisciplinas) {
  return useQuery(disciplinasQueryOptions(filtro));
}
