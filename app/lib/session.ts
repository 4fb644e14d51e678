import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sessao, UsuarioDaSessao } from '../../domain/schemas/sessao';
import { ApiError, apiFetch } from './api';

export const SESSION_QUERY_KEY = ['me'] as const;

/** Signed out is a normal state, not an error: 401 resolves to null. */
async function getSession(): Promise<Sessao | null> {
  try {
    return await apiFetch<Sessao>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Only for screens rendered inside the signed-in shell, where the session is known. */
export function useSignedInSession(): Sessao {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInSession fora da área autenticada');
  return data;
}

/** Name, else the part of the e-mail before the @, else 'Usuário': a user always has something to be called. */
export function displayName(usuario: Pick<UsuarioDaSessao, 'nome' | 'email'> | null | undefined): string {
  const nome = usuario?.nome?.trim();
  if (nome) return nome;
  const prefix = usuario?.email?.split('@')[0]?.trim();
  return prefix || 'Usuário';
}
