import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshTurmas } from './save-turma';

export function deleteTurma(id: string): Promise<void> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTurma, onSettled: () => refreshTurmas(queryClient) });
}
