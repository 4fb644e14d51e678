import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { refreshTurmas } from './salvar-turma';

function excluirTurma(id: string): Promise<void> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirTurma, onSettled: () => refreshTurmas(queryClient) });
}
