import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { alunoInput, alunoUpdate } from '../../../../domain/schemas/aluno';
import { apiFetch } from '../../../lib/api';
import { ALUNOS_QUERY_KEY, type Aluno } from './carregar-alunos';

export type AlunoCreateInput = z.output<typeof alunoInput>;
export type AlunoUpdateInput = z.output<typeof alunoUpdate>;

function criarAluno(input: AlunoCreateInput): Promise<Aluno> {
  return apiFetch('/api/alunos', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarAluno({ id, input }: { id: string; input: AlunoUpdateInput }): Promise<Aluno> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

function excluirAluno(id: string): Promise<void> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Students and enrolments show in the student lists, the rosters and the class counts. */
export function refreshAlunos(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ALUNOS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['turmas'] });
}

export function useCriarAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarAluno, onSuccess: () => refreshAlunos(queryClient) });
}

export function useAtualizarAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: atualizarAluno, onSettled: () => refreshAlunos(queryClient) });
}

export function useExcluirAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirAluno, onSettled: () => refreshAlunos(queryClient) });
}
