import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { atribuicaoInput } from '../../../../domain/schemas/atribuicao';
import { apiFetch } from '../../../lib/api';
import { refreshTurmas } from './salvar-turma';

export type AtribuicaoInput = z.output<typeof atribuicaoInput>;

function criarAtribuicao(input: AtribuicaoInput): Promise<{ id: string }> {
  return apiFetch('/api/atribuicoes', { method: 'POST', body: input });
}

function excluirAtribuicao(id: string): Promise<void> {
  return apiFetch(`/api/atribuicoes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** An assignment changes the class's subjects and the professor's classes (the sidebar). */
export function useCriarAtribuicao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarAtribuicao, onSettled: () => refreshTurmas(queryClient) });
}

export function useExcluirAtribuicao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirAtribuicao, onSettled: () => refreshTurmas(queryClient) });
}
