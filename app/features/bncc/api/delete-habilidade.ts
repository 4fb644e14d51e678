import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY } from './get-habilidades';

export function deleteHabilidade(id: string): Promise<void> {
  return apiFetch(`/api/bncc/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHabilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHabilidade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY }),
  });
}
