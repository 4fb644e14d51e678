import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { type FiltroNotas, NOTAS_QUERY_KEY, paramsNotas } from './get-notas';

export interface ResumoNotas {
  registros: number;
  alunos: number;
  aprovados: number;
  recuperacao: number;
  reprovados: number;
  parciais: number;
  media_geral: number | null;
}

export function getResumoNotas(f: FiltroNotas, signal?: AbortSignal): Promise<ResumoNotas> {
  return apiFetch(`/api/notas/resumo?${paramsNotas(f).toString()}`, { signal });
}

export function useResumoNotas(f: FiltroNotas) {
  return useQuery(
    queryOptions({ queryKey: [...NOTAS_QUERY_KEY, 'resumo', f], queryFn: ({ signal }) => getResumoNotas(f, signal) }),
  );
}
