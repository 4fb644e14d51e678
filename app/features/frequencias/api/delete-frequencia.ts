import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY } from './get-frequencias';

export function deleteFrequencia(id: string): Promise<void> {
  return apiFetch(`/api/frequencias/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFrequencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFrequencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY }),
  });
}
