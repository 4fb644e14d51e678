import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Situacao } from '../../../../domain/avaliacao/notas';
import { apiFetch } from '../../../lib/api';

export interface Nota {
  id: string;
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  disciplina_id: string;
  disciplina_nome: string;
  bimestre: number;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  media: number | null;
  parcial: boolean;
  situacao: Situacao | null;
  observacoes: string | null;
  updated_at: string;
  pode_editar: boolean;
  pode_excluir: boolean;
}

/** 'all' (the selects' "Todos") is sent as no filter. */
export interface FiltroNotas {
  escolaId: string;
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  situacao: string;
  busca: string;
}

export const NOTAS_QUERY_KEY = ['notas'] as const;

export function paramsNotas(f: FiltroNotas): URLSearchParams {
  const params = new URLSearchParams({ escola_id: f.escolaId });
  const add = (k: string, v: string) => {
    if (v && v !== 'all') params.set(k, v);
  };
  add('turma_id', f.turmaId);
  add('disciplina_id', f.disciplinaId);
  add('bimestre', f.bimestre);
  add('situacao', f.situacao);
  add('busca', f.busca.trim());
  return params;
}

export function getNotas(
  f: FiltroNotas & { pagina: number; porPagina: number },
  signal?: AbortSignal,
): Promise<{ itens: Nota[]; total: number }> {
  const params = paramsNotas(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/notas?${params.toString()}`, { signal });
}

export function useNotas(f: FiltroNotas & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...NOTAS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => getNotas(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
