import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscolaDados } from '../../../../domain/schemas/escola';
import { apiFetch } from '../../../lib/api';
import type { Escola } from './get-escolas';
import { invalidateEscolas } from './invalidate-escolas';

export function createEscola(input: EscolaDados): Promise<Escola> {
  return apiFetch('/api/escolas', { method: 'POST', body: input });
}

export function useCreateEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEscola,
    onSuccess: () => invalidateEscolas(queryClient),
  });
}
