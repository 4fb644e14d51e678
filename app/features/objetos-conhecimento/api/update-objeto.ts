import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjetoDados } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './get-objetos';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
export function updateObjeto({
  id,
  input,
}: {
  id: string;
  input: ObjetoDados & { updated_at: string };
}): Promise<ObjetoConhecimento> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateObjeto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
