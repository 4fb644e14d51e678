import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY } from './get-objetos';

export function deleteObjeto(id: string): Promise<void> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteObjeto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
