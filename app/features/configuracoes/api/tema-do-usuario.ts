import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tema } from '../../../../domain/settings';
import type { TemaDoUsuario } from '../../../../domain/schemas/perfil';
import { apiFetch } from '../../../lib/api';
import { IDENTIDADE_QUERY_KEY } from '../../../lib/aparencia';

const TEMA_QUERY_KEY = ['perfil', 'tema'] as const;

const temaQueryOptions = queryOptions({
  queryKey: TEMA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<TemaDoUsuario>('/api/perfil/tema', { signal }),
});

/** The person's own theme (null: their network's) and the network's. */
export function useTemaDoUsuario() {
  return useQuery(temaQueryOptions);
}

/** Saves the person's theme; the identity (which the app paints by) is reloaded, so it applies at once. */
export function useSalvarTemaDoUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tema: Tema | null) => apiFetch<TemaDoUsuario>('/api/perfil/tema', { method: 'PUT', body: { tema } }),
    onSuccess: (dados) => {
      queryClient.setQueryData(TEMA_QUERY_KEY, dados);
      return queryClient.invalidateQueries({ queryKey: IDENTIDADE_QUERY_KEY });
    },
  });
}
