import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListaNotificacoes } from '../../../../domain/schemas/notificacao';
import { apiFetch } from '../../../lib/api';

export type { ListaNotificacoes, Notificacao } from '../../../../domain/schemas/notificacao';

export const NOTIFICACOES_QUERY_KEY = ['notificacoes'] as const;

function carregarNotificacoes(): Promise<ListaNotificacoes> {
  return apiFetch('/api/notificacoes');
}

const notificacoesQueryOptions = queryOptions({
  queryKey: NOTIFICACOES_QUERY_KEY,
  queryFn: carregarNotificacoes,
  // New notifications come from events on the server; a minute is fresh enough for a bell.
  refetchInterval: 60_000,
});

export function useNotificacoes() {
  return useQuery(notificacoesQueryOptions);
}
