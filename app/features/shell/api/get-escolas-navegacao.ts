import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ItemNavegacao {
  id: string;
  nome: string;
}

export function getEscolasNavegacao(): Promise<{ itens: ItemNavegacao[] }> {
  return apiFetch('/api/navegacao/escolas');
}

export const escolasNavegacaoQueryOptions = queryOptions({
  queryKey: ['navegacao', 'escolas'],
  queryFn: getEscolasNavegacao,
  staleTime: 5 * 60_000,
});

export function useEscolasNavegacao() {
  return useQuery(escolasNavegacaoQueryOptions);
}
