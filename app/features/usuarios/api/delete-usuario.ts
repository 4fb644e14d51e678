import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { USUARIOS_QUERY_KEY } from './get-usuarios';

export function deleteUsuario(id: string): Promise<void> {
  return apiFetch(`/api/usuarios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsuario,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USUARIOS_QUERY_KEY }),
  });
}
