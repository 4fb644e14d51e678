import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscolaDados } from '../../../../domain/schemas/escola';
import { apiFetch } from '../../../lib/api';
import type { Escola } from './carregar-escolas';
import { invalidarEscolas } from './invalidar-escolas';

function criarEscola(input: EscolaDados): Promise<Escola> {
  return apiFetch('/api/escolas', { method: 'POST', body: input });
}

export function useCriarEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarEscola,
    onSuccess: () => invalidarEscolas(queryClient),
  });
}
