import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumoFrequencia } from '../../../../domain/schemas/frequencia';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type FiltroFrequencia, paramsFrequencia } from './carregar-frequencias';

export type { ResumoFrequencia } from '../../../../domain/schemas/frequencia';

export function carregarResumoFrequencia(f: FiltroFrequencia, signal?: AbortSignal): Promise<ResumoFrequencia> {
  return apiFetch(`/api/frequencias/resumo?${paramsFrequencia(f).toString()}`, { signal });
}

export function useResumoFrequencia(f: FiltroFrequencia) {
  return useQuery(
    queryOptions({
      queryKey: [...FREQUENCIAS_QUERY_KEY, 'resumo', f],
      queryFn: ({ signal }) => carregarResumoFrequencia(f, signal),
    }),
  );
}
