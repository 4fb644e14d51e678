import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type Habilidade } from './carregar-habilidades';

function carregarHabilidade(id: string, signal?: AbortSignal): Promise<Habilidade> {
  return apiFetch(`/api/bncc/${encodeURIComponent(id)}`, { signal });
}

export function habilidadeQueryOptions(id: string) {
  return queryOptions({ queryKey: [...BNCC_QUERY_KEY, 'detalhe', id], queryFn: ({ signal }) => carregarHabilidade(id, signal) });
}
