import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PapelInput } from '../../../../domain/schemas/papel';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY, type Papel } from './get-papeis';

export function createPapel(input: PapelInput): Promise<Papel> {
  return apiFetch('/api/papeis', { method: 'POST', body: input });
}

export function useCreatePapel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPapel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }),
  });
}
