import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotaUpdateDados } from '../../../../domain/schemas/nota';
import { apiFetch } from '../../../lib/api';
import { NOTAS_QUERY_KEY, type Nota } from './carregar-notas';

function atualizarNota({ id, input }: { id: string; input: NotaUpdateDados }): Promise<Nota> {
  return apiFetch(`/api/notas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarNota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarNota,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTAS_QUERY_KEY }),
  });
}
