import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { badgeCount } from '../../../lib/format';
import { useNotificacoes } from '../api/carregar-notificacoes';
import { NOTIFICATION_PANEL_TITLE_ID, NotificationPanel } from './notification-panel';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotificacoes();
  const unread = data?.nao_lidas ?? 0;
  const label = unread === 0 ? 'Notificações' : `Notificações, ${unread > 9 ? 'mais de 9' : unread} não lidas`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-11 sm:size-10" aria-label={label}>
          <Bell aria-hidden="true" className="!size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="contador-notificacoes"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
            >
              {badgeCount(unread)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={NOTIFICATION_PANEL_TITLE_ID} className="w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden">
        <NotificationPanel onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
