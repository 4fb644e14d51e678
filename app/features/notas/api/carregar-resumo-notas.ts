import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumoNotas } from '../../../../domain/schemas/nota';
import { apiFetch } from '../../../lib/api';
import { type FiltroNotas, NOTAS_QUERY_KEY, paramsNotas } from './carregar-notas';

function carregarResumoNotas(f: FiltroNotas, signal?: AbortSignal): Promise<ResumoNotas> {
  return apiFetch(`/api/notas/resumo?${paramsNotas(f).toString()}`, { signal });
}

export function useResumoNotas(f: FiltroNotas) {
  return useQuery(
    queryOptions({ queryKey: [...NOTAS_QUERY_KEY, 'resumo', f], queryFn: ({ signal }) => carregarResumoNotas(f, signal) }),
  );
}
