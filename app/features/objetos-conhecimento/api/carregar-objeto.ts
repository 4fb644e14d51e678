import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY, type ObjetoConhecimento } from './carregar-objetos';

function carregarObjeto(id: string, signal?: AbortSignal): Promise<ObjetoConhecimento> {
  return apiFetch(`/api/objetos-conhecimento/${encodeURIComponent(id)}`, { signal });
}

export function objetoQueryOptions(id: string) {
  return queryOptions({ queryKey: [...OBJETOS_QUERY_KEY, 'detalhe', id], queryFn: ({ signal }) => carregarObjeto(id, signal) });
}
