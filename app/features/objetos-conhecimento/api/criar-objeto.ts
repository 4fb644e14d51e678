import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjetoDados } from '../../../../domain/schemas/objeto-conhecimento';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './carregar-objetos';

function criarObjeto(input: ObjetoDados): Promise<ObjetoConhecimento> {
  return apiFetch('/api/objetos-conhecimento', { method: 'POST', body: input });
}

export function useCriarObjeto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarObjeto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OBJETOS_QUERY_KEY }),
  });
}
