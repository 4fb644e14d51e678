import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusObjeto } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';

export interface HabilidadeResumo {
  codigo: string;
  descricao: string;
  componente_curricular: string;
  ano_serie: string;
}

export interface ObjetoConhecimento {
  id: string;
  codigo: string;
  titulo: string;
  descricao: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  serie: string;
  disciplina_id: string;
  disciplina_nome: string;
  bimestre: number;
  habilidades: HabilidadeResumo[];
  competencias: string[];
  status: StatusObjeto;
  data_inicio: string | null;
  data_fim: string | null;
  observacoes: string | null;
  created_at: string;
  updated_at: string;
}

/** The page's context (a school, maybe a class) and its filters; '' means no filter (the spec's 'all'). */
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

export function getObjetos(
  f: Consulta,
  signal?: AbortSignal,
): Promise<{ itens: ObjetoConhecimento[]; total: number; pagina: number; por_pagina: number }> {
  const params = filtroParams(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/objetos-conhecimento?${params.toString()}`, { signal });
}

export function objetosQueryOptions(f: Consulta) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'lista', f],
    queryFn: ({ signal }) => getObjetos(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useObjetos(f: Consulta) {
  return useQuery(objetosQueryOptions(f));
}
