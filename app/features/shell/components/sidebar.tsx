import { PanelLeftClose } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { canSee, NAV_CONFIGURACOES, NAV_PRINCIPAL } from '../../../../domain/navigation';
import { Brand } from '../../../components/brand';
import { NavIcon } from '../../../components/nav-icon';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSignedInSession } from '../../../lib/session';
import { useSidebar } from '../hooks/sidebar-state';
import { SchoolSection } from './school-section';
import { SettingsGroup } from './settings-group';
import { SidebarLink } from './sidebar-link';
import { SignOutButton } from './sign-out-button';

/**
 * 16rem expanded, 4rem collapsed, absent when hidden (spec 1 §2.5). Below 768px the expanded
 * sidebar floats over the page instead of squeezing it, leaving its 4rem slot behind.
 */
export function Sidebar() {
  const { collapsed, hidden, toggle, collapseIfNarrow } = useSidebar();
  const { usuario, permissoes } = useSignedInSession();
  const { pathname } = useLocation();
  useEffect(collapseIfNarrow, [pathname, collapseIfNarrow]);
  if (hidden) return null;

  const principal = NAV_PRINCIPAL.filter((item) => canSee(item, usuario.tipo_usuario, permissoes));
  const configuracoes = NAV_CONFIGURACOES.filter((item) => canSee(item, usuario.tipo_usuario, permissoes));

  return (
    <>
      {collapsed ? null : (
        <>
          <div aria-hidden="true" className="w-16 shrink-0 md:hidden" />
          <div aria-hidden="true" onClick={toggle} className="fixed inset-0 z-30 bg-slate-900/30 md:hidden" />
        </>
      )}
      <aside
        id="menu-lateral"
        tabIndex={-1}
        aria-label="Menu lateral"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={cn(
          'sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200',
          collapsed ? 'w-16' : 'w-64 max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-40 max-md:shadow-xl',
        )}
      >
        <div className={cn('flex h-16 shrink-0 items-center border-b border-slate-200', collapsed ? 'justify-center' : 'px-4')}>
          <Brand showName={!collapsed} />
          {collapsed ? null : (
            <Button variant="ghost" size="icon-sm" className="ml-auto md:hidden" aria-label="Recolher menu lateral" onClick={toggle}>
              <PanelLeftClose aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="flex-1 overflow-x-hidden overflow-y-auto py-4">
          <nav id="navegacao" tabIndex={-1} aria-label="Navegação principal" className="px-2">
            <ul aria-label="Menu principal" className="space-y-1">
              {principal.map((item) => (
                <li key={item.path}>
                  <SidebarLink to={item.path} label={item.label} icon={<NavIcon name={item.icon} />} collapsed={collapsed} />
                </li>
              ))}
            </ul>
            <SettingsGroup items={configuracoes} collapsed={collapsed} />
          </nav>
          {collapsed ? null : <SchoolSection />}
        </div>
        <div className="shrink-0 border-t border-slate-200 p-2">
          <SignOutButton collapsed={collapsed} />
        </div>
      </aside>
    </>
  );
}
