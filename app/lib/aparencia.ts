import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Customizacao } from '../../domain/customizacao';
import type { FusoHorario, Tema } from '../../domain/settings';
import { apiFetch } from './api';
import { definirFusoHorario } from './fuso';
import { useSession } from './session';
import { aplicarTema } from './tema';

/** How the platform looks to pages without a session: landing and login (GET /api/publico/aparencia). */
export interface Aparencia {
  nome: string;
  email: string;
  anoLetivo: number;
  timezone: FusoHorario;
  tema: Tema;
  logo: Customizacao['logo'];
  cabecalho: Customizacao['cabecalho'];
  footer: Customizacao['footer'];
}

export const APARENCIA_QUERY_KEY = ['publico', 'aparencia'] as const;

export const aparenciaQueryOptions = queryOptions({
  queryKey: APARENCIA_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Aparencia>('/api/publico/aparencia', { signal }),
  staleTime: 5 * 60_000,
});

/** The platform's face (landing, login): never a network's. */
export function useAparencia() {
  return useQuery(aparenciaQueryOptions);
}

/**
 * The signed-in user's network identity (GET /api/identidade; the platform's for an
 * administrador): what the app's header, sidebar, footer, theme and dates use (issue 10 §1).
 */
export interface Identidade {
  empresa_id: string | null;
  nome: string;
  email: string;
  telefone: string;
  anoLetivo: number;
  timezone: FusoHorario;
  tema: Tema;
  customizacao: Customizacao;
}

/** Every identity query; saving a network's settings or customisation refreshes them. */
export const IDENTIDADE_QUERY_KEY = ['identidade'] as const;

/** Keyed by user: another account signing in on the same tab never sees the previous one's. */
export const identidadeQueryOptions = (usuarioId: string) =>
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
