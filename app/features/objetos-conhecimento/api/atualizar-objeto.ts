import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjetoDados } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './carregar-objetos';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarObjeto({
  id,
  input,
}: {
  id: string;
  input: ObjetoDados & { updated_at: string };
}): Promise<ObjetoConhecimento> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarObjeto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
