import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PapelInput } from '../../../../domain/schemas/papel';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY, type Papel } from './carregar-papeis';

function criarPapel(input: PapelInput): Promise<Papel> {
  return apiFetch('/api/papeis', { method: 'POST', body: input });
}

export function useCriarPapel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarPapel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }),
  });
}
