import { ChevronRight, Settings } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../../../domain/navigation';
import { NavIcon } from '../../../components/nav-icon';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible';
import { SidebarLink } from './sidebar-link';

/** The expandable 'Configurações' group; collapsed, it becomes a plain column of icons. */
export function SettingsGroup({ items, collapsed }: { items: NavItem[]; collapsed: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => pathname.startsWith('/configuracoes'));
  if (!items.length) return null;

  const list = (
    <ul
      aria-label="Configurações"
      className={
        collapsed ? 'mt-3 space-y-1 border-t border-slate-200 pt-3' : 'mt-1 ml-4 space-y-1 border-l border-slate-200 pl-2'
      }
    >
      {items.map((item) => (
        <li key={item.path}>
          <SidebarLink
            to={item.path}
            label={item.label}
            icon={<NavIcon name={item.icon} />}
            collapsed={collapsed}
            size={collapsed ? 'default' : 'small'}
          />
        </li>
      ))}
    </ul>
  );

  if (collapsed) return list;

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="mt-1">
      <CollapsibleTrigger className="group flex h-11 w-full items-center gap-2.5 rounded-md px-2.5 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 sm:h-9">
        <Settings aria-hidden="true" className="size-[1.125rem] text-slate-500" />
        <span className="flex-1 text-left">Configurações</span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-90"
        />
      </CollapsibleTrigger>
      <CollapsibleContent>{list}</CollapsibleContent>
    </Collapsible>
  );
}
