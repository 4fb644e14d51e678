import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY } from './carregar-objetos';

function excluirObjeto(id: string): Promise<void> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirObjeto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
