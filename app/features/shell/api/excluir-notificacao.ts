import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { optimisticNotificacoes } from './optimistic-notificacoes';

function excluirNotificacao(id: string): Promise<void> {
  return apiFetch(`/api/notificacoes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirNotificacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirNotificacao,
    ...optimisticNotificacoes<string>(
      queryClient,
      (list, id) => {
        const wasUnread = list.itens.some((n) => n.id === id && !n.lida);
        return {
          itens: list.itens.filter((n) => n.id !== id),
          nao_lidas: Math.max(0, list.nao_lidas - (wasUnread ? 1 : 0)),
        };
      },
      'Não foi possível remover a notificação',
    ),
  });
}
