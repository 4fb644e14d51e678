import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { atribuicaoInput } from '../../../../domain/schemas/atribuicao';
import { apiFetch } from '../../../lib/api';
import { refreshTurmas } from './save-turma';

export type AtribuicaoInput = z.output<typeof atribuicaoInput>;

export function createAtribuicao(input: AtribuicaoInput): Promise<{ id: string }> {
  return apiFetch('/api/atribuicoes', { method: 'POST', body: input });
}

export function deleteAtribuicao(id: string): Promise<void> {
  return apiFetch(`/api/atribuicoes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** An assignment changes the class's subjects and the professor's classes (the sidebar). */
export function useCreateAtribuicao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAtribuicao, onSettled: () => refreshTurmas(queryClient) });
}

export function useDeleteAtribuicao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAtribuicao, onSettled: () => refreshTurmas(queryClient) });
}
