import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAvaliacao, TipoAvaliacao } from '../../../../domain/avaliacao/sub-avaliacoes';
import type { ListaSubAvaliacoes, SubAvaliacao } from '../../../../domain/schemas/sub-avaliacao';
import { apiFetch } from '../../../lib/api';

export type { ListaSubAvaliacoes, SubAvaliacao } from '../../../../domain/schemas/sub-avaliacao';

/** The page's class and its filters; '' means no filter. */
export interface FiltroSubAvaliacoes {
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  tipo: '' | TipoAvaliacao;
  status: '' | StatusAvaliacao;
  busca: string;
}

export const SUB_AVALIACOES_QUERY_KEY = ['avaliacoes'] as const;

type Consulta = FiltroSubAvaliacoes & { pagina: number; porPagina: number };

export function carregarSubAvaliacoes(f: Consulta, signal?: AbortSignal): Promise<ListaSubAvaliacoes> {
  const params = new URLSearchParams({ turma_id: f.turmaId, pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.disciplinaId) params.set('disciplina_id', f.disciplinaId);
  if (f.bimestre) params.set('bimestre', f.bimestre);
  if (f.tipo) params.set('tipo', f.tipo);
  if (f.status) params.set('status', f.status);
  if (f.busca) params.set('busca', f.busca);
  return apiFetch(`/api/avaliacoes?${params.toString()}`, { signal });
}

export function useSubAvaliacoes(f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...SUB_AVALIACOES_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarSubAvaliacoes(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function carregarSubAvaliacao(id: string, signal?: AbortSignal): Promise<SubAvaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { signal });
}

/** One assessment, read again after a 409 (the form's next save is based on that version). */
export function subAvaliacaoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SUB_AVALIACOES_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarSubAvaliacao(id, signal),
  });
}
