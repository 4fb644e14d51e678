import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoUsuario } from '../../../../domain/roles';
import { apiFetch } from '../../../lib/api';

export interface Perfil {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  tipo_usuario: TipoUsuario;
  papel_nome: string | null;
  imagem: string | null;
  updated_at: string;
}

export const PERFIL_QUERY_KEY = ['perfil'] as const;

export const perfilQueryOptions = queryOptions({
  queryKey: PERFIL_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Perfil>('/api/perfil', { signal }),
});

export function usePerfil() {
  return useQuery(perfilQueryOptions);
}
