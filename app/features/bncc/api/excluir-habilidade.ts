import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY } from './carregar-habilidades';

function excluirHabilidade(id: string): Promise<void> {
  return apiFetch(`/api/bncc/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirHabilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirHabilidade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY }),
  });
}
