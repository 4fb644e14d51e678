import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface UsuarioAcesso {
  id: string;
  nome: string;
  email: string;
}

/** 'Usuário de acesso': aluno users of the school's body not linked to another student. */
export function getUsuariosDisponiveis(
  escolaId: string,
  alunoId: string | null,
  signal?: AbortSignal,
): Promise<{ itens: UsuarioAcesso[] }> {
  const params = new URLSearchParams({ escola_id: escolaId, por_pagina: '100' });
  if (alunoId) params.set('aluno_id', alunoId);
  return apiFetch(`/api/alunos/usuarios-disponiveis?${params.toString()}`, { signal });
}

export function useUsuariosDisponiveis(escolaId: string, alunoId: string | null, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['alunos', 'usuarios-disponiveis', escolaId, alunoId],
      queryFn: ({ signal }) => getUsuariosDisponiveis(escolaId, alunoId, signal),
    }),
    enabled,
  });
}
