import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY, type Disciplina } from './get-disciplinas';

/** Ativar / Desativar (spec 2 §4). */
export function toggleDisciplina({ id, ativo }: { id: string; ativo: boolean }): Promise<Disciplina> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}/ativo`, { method: 'PATCH', body: { ativo } });
}

export function useToggleDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
