import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjetoDados } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './get-objetos';

export function createObjeto(input: ObjetoDados): Promise<ObjetoConhecimento> {
  return apiFetch('/api/objetos-conhecimento', { method: 'POST', body: input });
}

export function useCreateObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createObjeto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
