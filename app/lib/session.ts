import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoUsuario } from '../../domain/roles';
import { ApiError, apiFetch } from './api';

export interface Usuario {
  id: string;
  nome: string;
  email: string;
  tipo_usuario: TipoUsuario;
  papel_nome: string | null;
  papel_nivel: number | null;
  telefone: string | null;
  imagem: string | null;
}

export interface Escopo {
  tipo: 'global' | 'empresa' | 'escolas' | 'turmas' | 'aluno';
  empresa_id: string | null;
  escola_ids: string[];
  turma_ids: string[];
  aluno_id: string | null;
}

export interface Sessao {
  usuario: Usuario;
  permissoes: string[];
  escopo: Escopo;
}

export const SESSION_QUERY_KEY = ['me'] as const;

/** Signed out is a normal state, not an error: 401 resolves to null. */
export async function getSession(): Promise<Sessao | null> {
  try {
    return await apiFetch<Sessao>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
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

/** Name, else the part of the e-mail before the @, else 'Usuário' (spec 1 §2.6). */
export function displayName(usuario: Pick<Usuario, 'nome' | 'email'> | null | undefined): string {
  const nome = usuario?.nome?.trim();
  if (nome) return nome;
  const prefix = usuario?.email?.split('@')[0]?.trim();
  return prefix || 'Usuário';
}
