import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { optimisticNotificacoes } from './optimistic-notificacoes';

function markNotificacaoRead(id: string): Promise<void> {
  return apiFetch(`/api/notificacoes/${encodeURIComponent(id)}/ler`, { method: 'POST' });
}

export function useMarkNotificacaoRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificacaoRead,
    ...optimisticNotificacoes<string>(
      queryClient,
      (list, id) => {
        const wasUnread = list.itens.some((n) => n.id === id && !n.lida);
        return {
          itens: list.itens.map((n) => (n.id === id ? { ...n, lida: true } : n)),
          nao_lidas: Math.max(0, list.nao_lidas - (wasUnread ? 1 : 0)),
        };
      },
      'Não foi possível marcar a notificação como lida',
    ),
  });
}
