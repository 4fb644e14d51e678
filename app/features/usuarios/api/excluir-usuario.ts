import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { USUARIOS_QUERY_KEY } from './carregar-usuarios';

function excluirUsuario(id: string): Promise<void> {
  return apiFetch(`/api/usuarios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirUsuario,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USUARIOS_QUERY_KEY }),
  });
}
