import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './carregar-objetos';

/** pendente → em_andamento → concluido, one step, from the version on screen. */
function avancarObjeto(objeto: Pick<ObjetoConhecimento, 'id' | 'updated_at'>): Promise<ObjetoConhecimento> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(objeto.id)}/avancar`, {
    method: 'POST',
    body: { updated_at: objeto.updated_at },
  });
}

export function useAvancarObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: avancarObjeto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
