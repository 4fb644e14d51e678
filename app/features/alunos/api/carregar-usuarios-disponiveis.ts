import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagina } from '../../../../domain/schemas/pagina';
import type { UsuarioResumo } from '../../../../domain/schemas/usuario';
import { apiFetch } from '../../../lib/api';

/** 'Usuário de acesso': aluno users of the school's body not linked to another student. */
function carregarUsuariosDisponiveis(
  escolaId: string,
  alunoId: string | null,
  signal?: AbortSignal,
): Promise<Pagina<UsuarioResumo>> {
  const params = new URLSearchParams({ escola_id: escolaId, por_pagina: '100' });
  if (alunoId) params.set('aluno_id', alunoId);
  return apiFetch(`/api/alunos/usuarios-disponiveis?${params.toString()}`, { signal });
}

export function useUsuariosDisponiveis(escolaId: string, alunoId: string | null, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['alunos', 'usuarios-disponiveis', escolaId, alunoId],
      queryFn: ({ signal }) => carregarUsuariosDisponiveis(escolaId, alunoId, signal),
    }),
    enabled,
  });
}
