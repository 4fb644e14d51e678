import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY } from './carregar-frequencias';

function excluirFrequencia(id: string): Promise<void> {
  return apiFetch(`/api/frequencias/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirFrequencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirFrequencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY }),
  });
}
