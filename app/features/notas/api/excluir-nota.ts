import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { NOTAS_QUERY_KEY } from './carregar-notas';

function excluirNota(id: string): Promise<void> {
  return apiFetch(`/api/notas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirNota, onSettled: () => queryClient.invalidateQueries({ queryKey: NOTAS_QUERY_KEY }) });
}
