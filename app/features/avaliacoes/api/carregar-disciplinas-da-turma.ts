import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisciplinaDaTurma } from '../../../../domain/schemas/atribuicao';
import { apiFetch } from '../../../lib/api';

export type { DisciplinaDaTurma } from '../../../../domain/schemas/atribuicao';

/** The class's subjects with the professors who teach each one (the filter, the dialog's choices). */
export function carregarDisciplinasDaTurma(turmaId: string, signal?: AbortSignal): Promise<{ itens: DisciplinaDaTurma[] }> {
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/disciplinas`, { signal });
}

export function useDisciplinasDaTurma(turmaId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['turmas', turmaId, 'disciplinas'],
      queryFn: ({ signal }) => carregarDisciplinasDaTurma(turmaId, signal),
      staleTime: 60_000,
    }),
  );
}
