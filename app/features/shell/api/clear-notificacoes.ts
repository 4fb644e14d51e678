import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { optimisticNotificacoes } from './optimistic-notificacoes';

function limparNotificacoes(): Promise<void> {
  return apiFetch('/api/notificacoes', { method: 'DELETE' });
}

export function useClearNotificacoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: limparNotificacoes,
    ...optimisticNotificacoes<void>(queryClient, () => ({ itens: [], nao_lidas: 0 }), 'Não foi possível limpar as notificações'),
  });
}
