import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { Turma } from './carregar-turmas';
import { refreshTurmas } from './salvar-turma';

function alternarTurma({ id, ativo }: { id: string; ativo: boolean }): Promise<Turma> {
  return apiFetch(`/api/turmas/${encodeURIComponent(id)}/ativo`, { method: 'PATCH', body: { ativo } });
}

export function useAlternarTurma() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: alternarTurma, onSettled: () => refreshTurmas(queryClient) });
}
