import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotaUpdateDados } from '../../../../domain/schemas/nota';
import { apiFetch } from '../../../lib/api';
import { NOTAS_QUERY_KEY, type Nota } from './get-notas';

export function updateNota({ id, input }: { id: string; input: NotaUpdateDados }): Promise<Nota> {
  return apiFetch(`/api/notas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateNota() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNota, onSettled: () => queryClient.invalidateQueries({ queryKey: NOTAS_QUERY_KEY }) });
}
