import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DisciplinaDaTurma } from '../../../domain/schemas/atribuicao';
import { apiFetch } from '../api';
import { useSignedInSession } from '../session';

export type { DisciplinaDaTurma } from '../../../domain/schemas/atribuicao';

/** The class's subjects with the professors who teach each one (the filter, the dialog's choices). */
function carregarDisciplinasDaTurma(turmaId: string, signal?: AbortSignal): Promise<{ itens: DisciplinaDaTurma[] }> {
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/disciplinas`, { signal });
}

function useDisciplinasDaTurma(turmaId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['turmas', turmaId, 'disciplinas'],
      queryFn: ({ signal }) => carregarDisciplinasDaTurma(turmaId, signal),
      staleTime: 60_000,
    }),
  );
}

/**
 * The class's subjects by name (`todas`, for the filter) and those the user creates on
 * (`paraCriar`): a professor only on the subjects it teaches in the class.
 */
export function useDisciplinasParaCriar(turmaId: string) {
  const { usuario } = useSignedInSession();
  const ehProfessor = usuario.tipo_usuario === 'professor';
  const consulta = useDisciplinasDaTurma(turmaId);
  const todas = useMemo(
    () => [...(consulta.data?.itens ?? [])].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [consulta.data],
  );
  const paraCriar = ehProfessor ? todas.filter((d) => d.professores.some((p) => p.id === usuario.id)) : todas;
  return { consulta, todas, paraCriar, ehProfessor };
}

export type DisciplinasParaCriar = ReturnType<typeof useDisciplinasParaCriar>;
