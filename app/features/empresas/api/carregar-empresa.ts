import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY, type Empresa } from './carregar-empresas';

function carregarEmpresa(id: string, signal?: AbortSignal): Promise<Empresa> {
  return apiFetch(`/api/empresas/${encodeURIComponent(id)}`, { signal });
}

/** One company, read again after a 409 to take the version someone else saved. */
export function empresaQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...EMPRESAS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarEmpresa(id, signal),
  });
}
