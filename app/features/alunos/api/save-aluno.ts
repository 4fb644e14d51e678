import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { alunoInput, alunoUpdate } from '../../../../domain/schemas/aluno';
import { apiFetch } from '../../../lib/api';
import { ALUNOS_QUERY_KEY, type Aluno } from './get-alunos';

export type AlunoCreateInput = z.output<typeof alunoInput>;
export type AlunoUpdateInput = z.output<typeof alunoUpdate>;

export function createAluno(input: AlunoCreateInput): Promise<Aluno> {
  return apiFetch('/api/alunos', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
export function updateAluno({ id, input }: { id: string; input: AlunoUpdateInput }): Promise<Aluno> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteAluno(id: string): Promise<void> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Students and enrolments show in the student lists, the rosters and the class counts. */
export function refreshAlunos(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ALUNOS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['turmas'] });
}

export function useCreateAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAluno, onSuccess: () => refreshAlunos(queryClient) });
}

export function useUpdateAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAluno, onSettled: () => refreshAlunos(queryClient) });
}

export function useDeleteAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAluno, onSettled: () => refreshAlunos(queryClient) });
}
