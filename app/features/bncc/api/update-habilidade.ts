import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HabilidadeInput } from '../../../../domain/schemas/bncc';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type Habilidade } from './get-habilidades';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
export function updateHabilidade({
  id,
  input,
}: {
  id: string;
  input: HabilidadeInput & { updated_at: string };
}): Promise<Habilidade> {
  return apiFetch(`/api/bncc/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateHabilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHabilidade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY }),
  });
}
