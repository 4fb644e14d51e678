import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstatisticasBncc } from '../../../../domain/schemas/bncc';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type FiltroHabilidades, filtroParams } from './carregar-habilidades';

function carregarEstatisticas(f: FiltroHabilidades, signal?: AbortSignal): Promise<EstatisticasBncc> {
  return apiFetch(`/api/bncc/estatisticas?${filtroParams(f).toString()}`, { signal });
}

function estatisticasQueryOptions(f: FiltroHabilidades) {
  return queryOptions({
    queryKey: [...BNCC_QUERY_KEY, 'estatisticas', f],
    queryFn: ({ signal }) => carregarEstatisticas(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEstatisticas(f: FiltroHabilidades) {
  return useQuery(estatisticasQueryOptions(f));
}
