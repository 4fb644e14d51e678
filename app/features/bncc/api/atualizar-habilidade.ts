import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HabilidadeInput } from '../../../../domain/schemas/bncc';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type Habilidade } from './carregar-habilidades';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarHabilidade({
  id,
  input,
}: {
  id: string;
  input: HabilidadeInput & { updated_at: string };
}): Promise<Habilidade> {
  return apiFetch(`/api/bncc/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarHabilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarHabilidade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY }),
  });
}
