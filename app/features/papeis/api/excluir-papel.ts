import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY } from './carregar-papeis';

function excluirPapel(id: string): Promise<void> {
  return apiFetch(`/api/papeis/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirPapel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirPapel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }),
  });
}
