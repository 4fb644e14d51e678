import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { Turma } from './get-turmas';
import { refreshTurmas } from './save-turma';

export function toggleTurma({ id, ativo }: { id: string; ativo: boolean }): Promise<Turma> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}/ativo`, { method: 'PATCH', body: { ativo } });
}

export function useToggleTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleTurma, onSettled: () => refreshTurmas(queryClient) });
}
