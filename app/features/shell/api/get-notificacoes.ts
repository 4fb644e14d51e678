import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Notificacao {
  id: string;
  titulo: string;
  mensagem: string;
  tipo: 'success' | 'warning' | 'error' | 'info';
  lida: boolean;
  link: string | null;
  criada_em: string;
}

export interface ListaNotificacoes {
  itens: Notificacao[];
  nao_lidas: number;
}

export const NOTIFICACOES_QUERY_KEY = ['notificacoes'] as const;

export function getNotificacoes(): Promise<ListaNotificacoes> {
  return apiFetch('/api/notificacoes');
}

export const notificacoesQueryOptions = queryOptions({
  queryKey: NOTIFICACOES_QUERY_KEY,
  queryFn: getNotificacoes,
  // New notifications come from events on the server; a minute is fresh enough for a bell.
  refetchInterval: 60_000,
});

export function useNotificacoes() {
  return useQuery(notificacoesQueryOptions);
}
