import { Check, CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { dateTime, relativeTime } from '../../../lib/format';
import type { Notificacao } from '../api/carregar-notificacoes';

const TIPO_ICON = {
  success: { icon: CircleCheck, className: 'text-green-600' },
  warning: { icon: TriangleAlert, className: 'text-amber-600' },
  error: { icon: CircleX, className: 'text-red-600' },
  info: { icon: Info, className: 'text-blue-600' },
} as const;

interface NotificationItemProps {
  notificacao: Notificacao;
  onOpen: (notificacao: Notificacao) => void;
  onMarkRead: (id: string) => void;
  onRemove: (id: string) => void;
}

export function NotificationItem({ notificacao, onOpen, onMarkRead, onRemove }: NotificationItemProps) {
  const { id, titulo, mensagem, tipo, lida, criada_em } = notificacao;
  const { icon: Icon, className: iconClass } = TIPO_ICON[tipo] ?? TIPO_ICON.info;

  return (
    <li className={cn('flex gap-2 border-b border-slate-100 px-3 py-3 last:border-b-0', !lida && 'bg-blue-50/70')}>
      <button
        type="button"
        onClick={() => onOpen(notificacao)}
        className="flex min-w-0 flex-1 gap-3 rounded-md p-1 text-left outline-none hover:bg-slate-100/80 focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm text-slate-900', lida ? 'font-normal' : 'font-semibold')}>
            {titulo}
            {lida ? null : <span className="sr-only"> (não lida)</span>}
          </span>
          <span className="line-clamp-2 text-sm text-slate-600">{mensagem}</span>
          <time dateTime={criada_em} title={dateTime(criada_em)} className="text-xs text-slate-500">
            {relativeTime(criada_em)}
          </time>
        </span>
      </button>
      <span className="flex shrink-0 flex-col gap-1">
        {lida ? null : (
          <Tooltip content="Marcar como lida" side="left">
            <Button variant="ghost" size="icon-sm" aria-label={`Marcar como lida: ${titulo}`} onClick={() => onMarkRead(id)}>
              <Check aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
        <Tooltip content="Remover" side="left">
          <Button variant="ghost" size="icon-sm" aria-label={`Remover notificação: ${titulo}`} onClick={() => onRemove(id)}>
            <X aria-hidden="true" />
          </Button>
        </Tooltip>
      </span>
    </li>
  );
}
