import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY } from './carregar-disciplinas';

function excluirDisciplina(id: string): Promise<void> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
