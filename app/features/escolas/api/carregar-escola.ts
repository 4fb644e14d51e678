import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ESCOLAS_QUERY_KEY, type Escola } from './carregar-escolas';

function carregarEscola(id: string, signal?: AbortSignal): Promise<Escola> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}`, { signal });
}

/** One school, read again after a 409 to take the version someone else saved. */
export function escolaQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ESCOLAS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarEscola(id, signal),
  });
}
