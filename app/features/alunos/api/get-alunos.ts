import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAluno, StatusMatricula } from '../../../../domain/academico/catalogo';
import type { SerieTurma } from '../../../../domain/academico/series';
import { apiFetch } from '../../../lib/api';

export interface Matricula {
  id: string;
  aluno_id: string;
  turma_id: string;
  turma_nome: string;
  serie: SerieTurma;
  escola_id: string;
  escola_nome: string;
  ano_letivo: number;
  data_inicio: string;
  data_fim: string | null;
  status: StatusMatricula;
  updated_at: string;
}

export interface Aluno {
  id: string;
  matricula: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  data_nascimento: string | null;
  endereco: string | null;
  responsavel: string | null;
  telefone_responsavel: string | null;
  codigo_inep: string | null;
  status: StatusAluno;
  escola_id: string;
  escola_nome: string;
  empresa_id: string;
  usuario_id: string | null;
  usuario_nome: string | null;
  matricula_atual: Matricula | null;
  possui_historico: boolean;
  created_at: string;
  updated_at: string;
}

export interface ResumoAlunos {
  total: number;
  ativos: number;
  inativos: number;
  transferidos: number;
}

export interface PaginaAlunos {
  itens: Aluno[];
  total: number;
  pagina: number;
  por_pagina: number;
  resumo: ResumoAlunos;
}

/** 'all' means no filter (spec 2 §2). */
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

export function getAlunos(f: FiltroAlunos, signal?: AbortSignal): Promise<PaginaAlunos> {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  for (const chave of ['escola_id', 'turma_id', 'serie', 'status'] as const) if (f[chave] !== 'all') params.set(chave, f[chave]);
  if (f.sem_turma) params.set('sem_turma', 'true');
  return apiFetch(`/api/alunos?${params.toString()}`, { signal });
}

export function alunosQueryOptions(filtro: FiltroAlunos) {
  return queryOptions({
    queryKey: [...ALUNOS_QUERY_KEY, 'lista', filtro],
    queryFn: ({ signal }) => getAlunos(filtro, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAlunos(filtro: FiltroAlunos, enabled = true) {
  return useQuery({ ...alunosQueryOptions(filtro), enabled });
}
