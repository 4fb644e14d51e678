import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bimestre, CodigoDisciplina } from '../../../../domain/academico/catalogo';
import type { SerieDisciplina } from '../../../../domain/academico/series';
import { apiFetch } from '../../../lib/api';

export interface Disciplina {
  id: string;
  empresa_id: string;
  empresa_nome: string | null;
  nome: string;
  descricao: string | null;
  disciplina: CodigoDisciplina;
  serie_ano: SerieDisciplina;
  bimestre: Bimestre;
  carga_horaria: number;
  objetivos: string | null;
  competencias: string | null;
  habilidades: string | null;
  ativo: boolean;
  created_at: string;
  updated_at: string;
}

export interface PaginaDisciplinas {
  itens: Disciplina[];
  total: number;
  pagina: number;
  por_pagina: number;
}

/** 'all' means no filter (spec 2 §2); the server takes it as such. */
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

export function getDisciplinas(f: FiltroDisciplinas, signal?: AbortSignal): Promise<PaginaDisciplinas> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['disciplina', 'serie_ano', 'bimestre', 'ativo', 'empresa_id'] as const)
    if (f[chave] !== 'all') params.set(chave, f[chave]);
  return apiFetch(`/api/disciplinas?${params.toString()}`, { signal });
}

export function disciplinasQueryOptions(filtro: FiltroDisciplinas) {
  return queryOptions({
    queryKey: [...DISCIPLINAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getDisciplinas(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDisciplinas(filtro: FiltroDisciplinas) {
  return useQuery(disciplinasQueryOptions(filtro));
}
