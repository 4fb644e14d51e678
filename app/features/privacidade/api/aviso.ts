import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Aviso, AvisoPendente, PublicarAvisoInput, RedesDoAviso } from '../../../../domain/schemas/privacidade-aviso';
import { ApiError, apiFetch } from '../../../lib/api';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

export type { Aviso } from '../../../../domain/schemas/privacidade-aviso';

const AVISO = [...PRIVACIDADE_QUERY_KEY, 'aviso'] as const;

/** The networks the public page offers. */
export function useRedesDoAviso() {
  return useQuery(
    queryOptions({
      queryKey: [...AVISO, 'redes'],
      queryFn: ({ signal }): Promise<RedesDoAviso> => apiFetch('/api/publico/privacidade', { signal }),
      staleTime: 300_000,
    }),
  );
}

/** A network's notice in force, as anyone reads it. */
export function useAvisoPublico(empresaId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...AVISO, 'publico', empresaId],
      queryFn: ({ signal }): Promise<Aviso> => apiFetch(`/api/publico/privacidade/${encodeURIComponent(empresaId)}`, { signal }),
      enabled: Boolean(empresaId),
    }),
  );
}

/** The editor's: the notice in force of the user's network (the administrador names one). */
export function useAvisoDaRede(empresaId: string | null) {
  const query = empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : '';
  return useQuery(
    queryOptions({
      queryKey: [...AVISO, 'rede', empresaId],
      queryFn: ({ signal }): Promise<Aviso> => apiFetch(`/api/privacidade/aviso${query}`, { signal }),
    }),
  );
}

export function usePublicarAviso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublicarAvisoInput): Promise<Aviso> =>
      apiFetch('/api/privacidade/aviso', { method: 'POST', body: input }),
    // The publisher confirms the new version on the next access, as everyone else: not in the middle of the editor.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AVISO, predicate: (q) => q.queryKey[2] !== 'pendente' }),
  });
}

/** The notice the signed-in user has still to acknowledge (null: none). */
export function useAvisoPendente() {
  return useQuery(
    queryOptions({
      queryKey: [...AVISO, 'pendente'],
      queryFn: ({ signal }): Promise<AvisoPendente> => apiFetch('/api/privacidade/aviso/pendente', { signal }),
      staleTime: Infinity,
      // Offline (the professor's roll call) there is no answer to wait for: the app opens at once.
      retry: (falhas, erro) => !(erro instanceof ApiError && erro.status === 0) && falhas < 2,
    }),
  );
}

export function useConfirmarCiencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versao: number) => apiFetch('/api/privacidade/aviso/ciencia', { method: 'POST', body: { versao } }),
    // A 409 (a newer version meanwhile) also reloads: the user then reads the new one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...AVISO, 'pendente'] }),
  });
}
