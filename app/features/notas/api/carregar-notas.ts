import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Nota } from '../../../../domain/schemas/nota';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Nota } from '../../../../domain/schemas/nota';

/** The school's list; `por_avaliacoes`: the network computes the bimester grade from the assessments (read-only records). */
export type ListaNotas = Pagina<Nota> & { por_avaliacoes: boolean };

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

/** The XLSX of every record the list shows with these filters (all pages). */
export function urlExportarNotas(f: FiltroNotas): string {
  return `/api/notas/exportar?${paramsNotas(f).toString()}`;
}

function carregarNotas(f: FiltroNotas & { pagina: number; porPagina: number }, signal?: AbortSignal): Promise<ListaNotas> {
  const params = paramsNotas(f);
  params.set('pagina', String(f.pagina));
  params.set('por_pagina', String(f.porPagina));
  return apiFetch(`/api/notas?${params.toString()}`, { signal });
}

export function useNotas(f: FiltroNotas & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...NOTAS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarNotas(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
