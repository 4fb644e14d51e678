import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodigoDisciplina } from '../../../../domain/academico/catalogo';
import { apiFetch } from '../../../lib/api';
import { TURMAS_QUERY_KEY } from './get-turmas';

export interface DisciplinaDaTurma {
  id: string;
  nome: string;
  disciplina: CodigoDisciplina;
  serie_ano: string;
  bimestre: string;
  carga_horaria: number;
  ativo: boolean;
  professores: { id: string; nome: string; atribuicao_id: string }[];
}

/** The class's subjects (those with a teaching assignment) and who teaches each. */
export function getDisciplinasTurma(turmaId: string, signal?: AbortSignal): Promise<{ itens: DisciplinaDaTurma[] }> {
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/disciplinas`, { signal });
}

export function disciplinasTurmaQueryOptions(turmaId: string) {
  return queryOptions({
    queryKey: [...TURMAS_QUERY_KEY, turmaId, 'disciplinas'],
    queryFn: ({ signal }) => getDisciplinasTurma(turmaId, signal),
  });
}

export function useDisciplinasTurma(turmaId: string, enabled = true) {
  return useQuery({ ...disciplinasTurmaQueryOptions(turmaId), enabled });
}
