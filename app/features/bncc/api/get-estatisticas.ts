import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type FiltroHabilidades, filtroParams } from './get-habilidades';

export interface EstatisticasBncc {
  total: number;
  componentes: number;
  anos_series: number;
}

export function getEstatisticas(f: FiltroHabilidades, signal?: AbortSignal): Promise<EstatisticasBncc> {
  return apiFetch(`/api/bncc/estatisticas?${filtroParams(f).toString()}`, { signal });
}

export function estatisticasQueryOptions(f: FiltroHabilidades) {
  return queryOptions({
    queryKey: [...BNCC_QUERY_KEY, 'estatisticas', f],
    queryFn: ({ signal }) => getEstatisticas(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEstatisticas(f: FiltroHabilidades) {
  return useQuery(estatisticasQueryOptions(f));
}
