import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { usuarioUpdate } from '../../../../domain/schemas/usuario';
import { apiFetch } from '../../../lib/api';
import { USUARIOS_QUERY_KEY, type Usuario } from './carregar-usuarios';

export type UsuarioUpdateInput = z.output<typeof usuarioUpdate>;

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarUsuario({ id, input }: { id: string; input: UsuarioUpdateInput }): Promise<Usuario> {
  return apiFetch(`/api/usuarios/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarUsuario,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USUARIOS_QUERY_KEY }),
  });
}
