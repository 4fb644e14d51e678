import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY, type Disciplina } from './carregar-disciplinas';

/** Ativar / Desativar: an inactive subject stays, out of the new assignments. */
function alternarDisciplina({ id, ativo }: { id: string; ativo: boolean }): Promise<Disciplina> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}/ativo`, { method: 'PATCH', body: { ativo } });
}

export function useAlternarDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alternarDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
