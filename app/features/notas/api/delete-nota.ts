import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { NOTAS_QUERY_KEY } from './get-notas';

export function deleteNota(id: string): Promise<void> {
  return apiFetch(`/api/notas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNota, onSettled: () => queryClient.invalidateQueries({ queryKey: NOTAS_QUERY_KEY }) });
}
