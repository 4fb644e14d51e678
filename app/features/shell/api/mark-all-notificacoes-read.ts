import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { optimisticNotificacoes } from './optimistic-notificacoes';

function markAllNotificacoesRead(): Promise<void> {
  return apiFetch('/api/notificacoes/ler-todas', { method: 'POST' });
}

export function useMarkAllNotificacoesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificacoesRead,
    ...optimisticNotificacoes<void>(
      queryClient,
      (list) => ({ itens: list.itens.map((n) => ({ ...n, lida: true })), nao_lidas: 0 }),
      'Não foi possível marcar as notificações como lidas',
    ),
  });
}
