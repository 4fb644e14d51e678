import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY } from './get-papeis';

export function deletePapel(id: string): Promise<void> {
  return apiFetch(`/api/papeis/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePapel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePapel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }),
  });
}
