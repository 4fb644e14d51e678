import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type FiltroFrequencia, paramsFrequencia } from './get-frequencias';

export interface ResumoFrequencia {
  aulas: number;
  presencas: number;
  faltas: number;
  percentual: number | null;
  alunos_excessivos: number;
  alunos_abaixo_minima: number;
  excessivos: {
    aluno_id: string;
    aluno_nome: string;
    escola_id: string;
    turma_id: string;
    turma_nome: string;
    aulas: number;
    faltas: number;
  }[];
  por_disciplina: { disciplina_id: string; disciplina_nome: string; aulas: number; presencas: number }[];
}

export function getResumoFrequencia(f: FiltroFrequencia, signal?: AbortSignal): Promise<ResumoFrequencia> {
  return apiFetch(`/api/frequencias/resumo?${paramsFrequencia(f).toString()}`, { signal });
}

export function useResumoFrequencia(f: FiltroFrequencia) {
  return useQuery(
    queryOptions({ queryKey: [...FREQUENCIAS_QUERY_KEY, 'resumo', f], queryFn: ({ signal }) => getResumoFrequencia(f, signal) }),
  );
}
