import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisciplinaDaTurma } from '../../../../domain/schemas/atribuicao';
import { apiFetch } from '../../../lib/api';

export type { DisciplinaDaTurma } from '../../../../domain/schemas/atribuicao';

/** The class's subjects with the professors who teach each one (the filter, the dialog's choices). */
export function useDisciplinasDaTurma(turmaId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['turmas', turmaId, 'disciplinas'],
      queryFn: ({ signal }) =>
        apiFetch<{ itens: DisciplinaDaTurma[] }>(`/api/turmas/${encodeURIComponent(turmaId)}/disciplinas`, { signal }),
      staleTime: 60_000,
    }),
  );
}
