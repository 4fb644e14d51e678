import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisciplinaDaTurma } from '../../../../domain/schemas/atribuicao';
import { apiFetch } from '../../../lib/api';
import { TURMAS_QUERY_KEY } from './carregar-turmas';

/** The class's subjects (those with a teaching assignment) and who teaches each. */
function carregarDisciplinasTurma(turmaId: string, signal?: AbortSignal): Promise<{ itens: DisciplinaDaTurma[] }> {
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/disciplinas`, { signal });
}

function disciplinasTurmaQueryOptions(turmaId: string) {
  return queryOptions({
    queryKey: [...TURMAS_QUERY_KEY, turmaId, 'disciplinas'],
    queryFn: ({ signal }) => carregarDisciplinasTurma(turmaId, signal),
  });
}

export function useDisciplinasTurma(turmaId: string, enabled = true) {
  return useQuery({ ...disciplinasTurmaQueryOptions(turmaId), enabled });
}
