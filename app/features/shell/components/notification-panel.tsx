import { BellOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Notificacao, useNotificacoes } from '../api/carregar-notificacoes';
import { useClearNotificacoes } from '../api/clear-notificacoes';
import { useExcluirNotificacao } from '../api/excluir-notificacao';
import { useMarkAllNotificacoesRead } from '../api/mark-all-notificacoes-read';
import { useMarkNotificacaoRead } from '../api/mark-notificacao-read';
import { NotificationItem } from './notification-item';

export const NOTIFICATION_PANEL_TITLE_ID = 'notificacoes-titulo';

/** The content of the bell's dropdown: actions on top, the list scrolling below (max 24rem). */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useNotificacoes();
  const markRead = useMarkNotificacaoRead();
  const markAll = useMarkAllNotificacoesRead();
  const remove = useExcluirNotificacao();
  const clear = useClearNotificacoes();
  const itens = data?.itens ?? [];
  const unread = data?.nao_lidas ?? 0;

  const open = (notificacao: Notificacao) => {
    if (!notificacao.lida) markRead.mutate(notificacao.id);
    if (notificacao.link?.startsWith('/')) {
      onNavigate();
      void navigate(notificacao.link);
    }
  };

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={NOTIFICATION_PANEL_TITLE_ID} className="text-sm font-semibold text-slate-900">
          Notificações
        </h2>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" disabled={unread === 0} onClick={() => markAll.mutate()}>
            Marcar todas
          </Button>
          <Button variant="ghost" size="sm" disabled={itens.length === 0} onClick={() => clear.mutate()}>
            Limpar
          </Button>
        </div>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {isPending ? (
          <p className="px-4 py-8 text-center text-sm text-slate-500">Carregando...</p>
        ) : isError ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-slate-600">
            Não foi possível carregar as notificações.
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : itens.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
            <BellOff aria-hidden="true" className="size-8 text-slate-300" />
            <p className="text-sm text-slate-600">Nenhuma notificação</p>
          </div>
        ) : (
          <ul aria-label="Lista de notificações">
            {itens.map((n) => (
              <NotificationItem
                key={n.id}
                notificacao={n}
                onOpen={open}
                onMarkRead={(id) => markRead.mutate(id)}
                onRemove={(id) => remove.mutate(id)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
