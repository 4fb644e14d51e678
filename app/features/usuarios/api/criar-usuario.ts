import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { usuarioCreate } from '../../../../domain/schemas/usuario';
import { apiFetch } from '../../../lib/api';
import { USUARIOS_QUERY_KEY, type Usuario } from './carregar-usuarios';

export type UsuarioCreateInput = z.output<typeof usuarioCreate>;

function criarUsuario(input: UsuarioCreateInput): Promise<Usuario> {
  return apiFetch('/api/usuarios', { method: 'POST', body: input });
}

export function useCriarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUARIOS_QUERY_KEY }),
  });
}
