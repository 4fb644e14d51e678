import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Aparencia, Identidade } from '../../domain/schemas/identidade';
import { apiFetch } from './api';
import { definirFusoHorario } from './fuso';
import { useSession } from './session';
import { aplicarTema } from './tema';

export const APARENCIA_QUERY_KEY = ['publico', 'aparencia'] as const;

const aparenciaQueryOptions = queryOptions({
  queryKey: APARENCIA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Aparencia>('/api/publico/aparencia', { signal }),
  staleTime: 5 * 60_000,
});

/** The platform's face (landing, login): never a network's. */
export function useAparencia() {
  return useQuery(aparenciaQueryOptions);
}

/** Every identity query; saving a network's settings or customisation refreshes them. */
export const IDENTIDADE_QUERY_KEY = ['identidade'] as const;

/** Keyed by user: another account signing in on the same tab never sees the previous one's. */
const identidadeQueryOptions = (usuarioId: string) =>
  queryOptions({
    queryKey: [...IDENTIDADE_QUERY_KEY, usuarioId],
    queryFn: ({ signal }) => apiFetch<Identidade>('/api/identidade', { signal }),
    staleTime: 5 * 60_000,
  });

export function useIdentidade() {
  const usuarioId = useSession().data?.usuario.id;
  return useQuery({ ...identidadeQueryOptions(usuarioId ?? ''), enabled: !!usuarioId });
}

/**
 * Applies the theme and time zone whenever they are loaded or change: the user's network's
 * when signed in, the platform's otherwise.
 */
export function AparenciaSync() {
  const sessao = useSession();
  const signedIn = !!sessao.data;
  const publica = useQuery({ ...aparenciaQueryOptions, enabled: sessao.isFetched && !signedIn });
  const identidade = useIdentidade();
  const atual = signedIn ? identidade.data : publica.data;
  useEffect(() => {
    if (!atual) return;
    definirFusoHorario(atual.timezone);
    aplicarTema(atual.tema);
  }, [atual]);
  return null;
}
