import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';

/**
 * Whether `to` is the current page; '/' also counts on /dashboard. A link to a
 * page with pages below it (a school's overview) is `exact`: active only on itself.
 */
function isActivePath(to: string, pathname: string, exact = false): boolean {
  if (to === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === to || (!exact && pathname.startsWith(`${to}/`));
}

interface SidebarLinkProps {
  to: string;
  label: string;
  icon?: ReactNode;
  collapsed?: boolean;
  size?: 'default' | 'small';
  exact?: boolean;
}

export function SidebarLink({ to, label, icon, collapsed = false, size = 'default', exact = false }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(to, pathname, exact);
  return (
    <Tooltip content={label} disabled={!collapsed}>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-2.5 rounded-md px-2.5 font-medium text-slate-700 transition-colors outline-none',
          'hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 [&_svg]:size-[1.125rem] [&_svg]:shrink-0 [&_svg]:text-slate-500',
          // 44 px on a phone, where the menu is tapped with a finger.
          size === 'default' ? 'h-11 text-sm sm:h-9' : 'min-h-11 py-1.5 text-[13px] leading-snug sm:min-h-8',
          active && 'bg-blue-50 text-blue-700 hover:bg-blue-100 hover:text-blue-800 [&_svg]:text-blue-600',
          collapsed && 'justify-center px-0',
        )}
      >
        {icon}
        <span className={collapsed ? 'sr-only' : size === 'default' ? 'truncate' : 'line-clamp-2'}>{label}</span>
      </Link>
    </Tooltip>
  );
}
