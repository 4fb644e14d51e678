import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscolaDados } from '../../../../domain/schemas/escola';
import { apiFetch } from '../../../lib/api';
import type { Escola } from './carregar-escolas';
import { invalidarEscolas } from './invalidar-escolas';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarEscola({ id, input }: { id: string; input: EscolaDados & { updated_at: string } }): Promise<Escola> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarEscola,
    onSettled: () => invalidarEscolas(queryClient),
  });
}
