import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AtualizarResponsavel,
  ResponsavelDoAluno,
  VincularResponsavel,
  buscaResponsaveisResposta,
} from '../../../../domain/schemas/responsavel';
import { apiFetch } from '../../../lib/api';
import { refreshAlunos } from './salvar-aluno';

export type { ResponsavelDoAluno, ResponsavelEncontrado } from '../../../../domain/schemas/responsavel';

const caminho = (alunoId: string) => `/api/alunos/${encodeURIComponent(alunoId)}/responsaveis`;

// Under 'alunos': a change to the student (or its guardians) refreshes it, and the lists' family contact with it.
function responsaveisQueryOptions(alunoId: string) {
  return queryOptions({
    queryKey: ['alunos', 'responsaveis', alunoId],
    queryFn: ({ signal }) => apiFetch<ResponsavelDoAluno[]>(caminho(alunoId), { signal }),
  });
}

/** The student's guardians, the first to call first. */
export function useResponsaveisDoAluno(alunoId: string) {
  return useQuery(responsaveisQueryOptions(alunoId));
}

/** The network's guardians found by name or CPF that the student does not have yet (nothing until 3 characters). */
export function useBuscaDeResponsaveis(alunoId: string, busca: string) {
  const termo = busca.trim();
  return useQuery({
    queryKey: ['alunos', 'responsaveis-busca', alunoId, termo],
    queryFn: ({ signal }) =>
      apiFetch<z.infer<typeof buscaResponsaveisResposta>>(
        `/api/responsaveis?${new URLSearchParams({ busca: termo, aluno_id: alunoId, por_pagina: '8' }).toString()}`,
        { signal },
      ),
    enabled: termo.length >= 3,
    placeholderData: keepPreviousData,
  });
}

export function useVincularResponsavel(alunoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: VincularResponsavel) => apiFetch<ResponsavelDoAluno>(caminho(alunoId), { method: 'POST', body: dados }),
    onSettled: () => refreshAlunos(queryClient),
  });
}

export function useAtualizarResponsavel(alunoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AtualizarResponsavel }) =>
      apiFetch<ResponsavelDoAluno>(`${caminho(alunoId)}/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: () => refreshAlunos(queryClient),
  });
}

export function useRemoverResponsavel(alunoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`${caminho(alunoId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshAlunos(queryClient),
  });
}
