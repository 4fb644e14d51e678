import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { turmaInput, turmaUpdate } from '../../../../domain/schemas/turma';
import { apiFetch } from '../../../lib/api';
import { TURMAS_QUERY_KEY, type Turma } from './carregar-turmas';

export type TurmaCreateInput = z.output<typeof turmaInput>;
export type TurmaUpdateInput = z.output<typeof turmaUpdate>;

function criarTurma(input: TurmaCreateInput): Promise<Turma> {
  return apiFetch('/api/turmas', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarTurma({ id, input }: { id: string; input: TurmaUpdateInput }): Promise<Turma> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

/** Classes show in the lists, the sidebar tree and the school pages. */
export function refreshTurmas(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: TURMAS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['navegacao'] });
}

export function useCriarTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarTurma, onSuccess: () => refreshTurmas(queryClient) });
}

export function useAtualizarTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: atualizarTurma, onSettled: () => refreshTurmas(queryClient) });
}
