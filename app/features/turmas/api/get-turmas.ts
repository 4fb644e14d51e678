import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Turno } from '../../../../domain/academico/catalogo';
import type { SerieTurma } from '../../../../domain/academico/series';
import { apiFetch } from '../../../lib/api';

export interface Turma {
  id: string;
  nome: string;
  serie: SerieTurma;
  turno: Turno;
  ano_letivo: number;
  capacidade: number;
  alunos_matriculados: number;
  escola_id: string;
  escola_nome: string;
  empresa_id: string;
  professor_responsavel_id: string | null;
  professor_responsavel_nome: string | null;
  ativo: boolean;
  observacoes: string | null;
  created_at: string;
  updated_at: string;
}

export interface ResumoTurmas {
  total: number;
  ativas: number;
  matriculados: number;
  escolas: number;
  /** Free seats of the active classes. */
  vagas: number;
}

export interface PaginaTurmas {
  itens: Turma[];
  total: number;
  pagina: number;
  por_pagina: number;
  resumo: ResumoTurmas;
}

/** 'all' means no filter (spec 2 §2). */
export interface FiltroTurmas {
  pagina: number;
  porPagina: number;
  busca: string;
  escola_id: string;
  serie: string;
  turno: string;
  ativo: string;
}

/** Under 'turmas', so any class change refreshes every list of classes. */
export const TURMAS_QUERY_KEY = ['turmas'] as const;

export function getTurmas(f: FiltroTurmas, signal?: AbortSignal): Promise<PaginaTurmas> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['escola_id', 'serie', 'turno', 'ativo'] as const) if (f[chave] !== 'all') params.set(chave, f[chave]);
  return apiFetch(`/api/turmas?${params.toString()}`, { signal });
}

export function turmasQueryOptions(filtro: FiltroTurmas) {
  return queryOptions({
    queryKey: [...TURMAS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getTurmas(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTurmas(filtro: FiltroTurmas) {
  return useQuery(turmasQueryOptions(filtro));
}
