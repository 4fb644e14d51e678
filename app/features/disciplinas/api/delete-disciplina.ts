import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY } from './get-disciplinas';

export function deleteDisciplina(id: string): Promise<void> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
