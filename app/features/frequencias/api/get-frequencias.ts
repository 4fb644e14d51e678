import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Justificativa } from '../../../../domain/avaliacao/frequencia';
import { apiFetch } from '../../../lib/api';

export interface Frequencia {
  id: string;
  data: string;
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
  professor_nome: string | null;
  presente: boolean;
  justificativa: Justificativa | null;
  observacoes: string | null;
  updated_at: string;
  pode_editar: boolean;
  pode_excluir: boolean;
}

/** The filters of the attendance pages; 'all' or blank is no filter. */
export interface FiltroFrequencia {
  escolaId?: string;
  turmaId?: string;
  disciplinaId?: string;
  dataInicio?: string;
  dataFim?: string;
}

export const FREQUENCIAS_QUERY_KEY = ['frequencias'] as const;

export function paramsFrequencia(f: FiltroFrequencia): URLSearchParams {
  const params = new URLSearchParams();
  const add = (k: string, v: string | undefined) => {
    if (v && v !== 'all') params.set(k, v);
  };
  add('escola_id', f.escolaId);
  add('turma_id', f.turmaId);
  add('disciplina_id', f.disciplinaId);
  add('data_inicio', f.dataInicio);
  add('data_fim', f.dataFim);
  return params;
}

export type StatusFiltro = 'todos' | 'presente' | 'falta';

export function getFrequencias(
  f: FiltroFrequencia & { status: StatusFiltro; busca: string; pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<{ itens: Frequencia[]; total: number }> {
  const params = paramsFrequencia(f);
  params.set('status', f.status);
  if (f.busca.trim()) params.set('busca', f.busca.trim());
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/frequencias?${params.toString()}`, { signal });
}

export function useFrequencias(f: FiltroFrequencia & { status: StatusFiltro; busca: string; pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...FREQUENCIAS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => getFrequencias(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
