import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PapelInput } from '../../../../domain/schemas/papel';
import { apiFetch } from '../../../lib/api';
import { PAPEIS_QUERY_KEY, type Papel } from './carregar-papeis';
import { refreshOwnSession } from './refresh-session';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarPapel({ id, input }: { id: string; input: PapelInput & { updated_at: string } }): Promise<Papel> {
  return apiFetch(`/api/papeis/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarPapel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarPapel,
    // Deactivating a role takes its grants away: the acting administrador's too, if it is theirs.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PAPEIS_QUERY_KEY }), refreshOwnSession(queryClient)]),
  });
}
