import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { USUARIOS_QUERY_KEY, type Usuario } from './carregar-usuarios';

function carregarUsuario(id: string, signal?: AbortSignal): Promise<Usuario> {
  return apiFetch(`/api/usuarios/${encodeURIComponent(id)}`, { signal });
}

export function usuarioQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...USUARIOS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarUsuario(id, signal),
  });
}
