import { PanelLeftClose } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { canSee, NAV_CONFIGURACOES, NAV_PRINCIPAL } from '../../../../domain/navigation';
import { CUSTOMIZACAO_PADRAO } from '../../../../domain/customizacao';
import { Brand, PRODUCT_NAME } from '../../../components/brand';
import { LogoImagem, corEscolhida, paletaSobre } from '../../../components/customizacao-visual';
import { NavIcon } from '../../../components/nav-icon';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCustomizacao } from '../../../lib/customizacao';
import { useSignedInSession } from '../../../lib/session';
import { useSidebar } from '../hooks/sidebar-state';
import { SchoolSection } from './school-section';
import { SettingsGroup } from './settings-group';
import { SidebarLink } from './sidebar-link';
import { SignOutButton } from './sign-out-button';

/**
 * 16rem expanded, 4rem collapsed, absent when hidden. Below 768px the expanded
 * sidebar floats over the page instead of squeezing it, leaving its 4rem slot behind. Below a
 * phone's 640px the collapsed rail is not drawn at all (its 64px would leave the grade sheet one and a
 * half columns): the header's button opens the sidebar over the page.
 */
export function Sidebar() {
  const { collapsed, hidden, toggle, collapseIfNarrow } = useSidebar();
  const { sidebar: aparencia, logo, cabecalho } = useCustomizacao();
  const direita = aparencia.posicao === 'right';
  const P = CUSTOMIZACAO_PADRAO.sidebar;
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
          <div aria-hidden="true" className="hidden w-16 shrink-0 sm:block md:hidden" />
          <div aria-hidden="true" onClick={toggle} className="fixed inset-0 z-30 bg-slate-900/30 dark:bg-black/50 md:hidden" />
        </>
      )}
      <aside
        id="menu-lateral"
        tabIndex={-1}
        aria-label="Menu lateral"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={cn(
          'sticky top-0 flex h-screen shrink-0 flex-col border-slate-200 bg-white transition-[width] duration-200',
          direita ? 'border-l' : 'border-r',
          collapsed
            ? 'w-16 max-sm:hidden'
            : cn('max-md:fixed max-md:inset-y-0 max-md:z-40 max-md:shadow-xl', direita ? 'max-md:right-0' : 'max-md:left-0'),
          paletaSobre(aparencia.cor, P.cor),
        )}
        // The width and colour chosen in Configurações → Customização (16rem and the theme's by default).
        style={{ width: collapsed ? undefined : aparencia.largura, backgroundColor: corEscolhida(aparencia.cor, P.cor) }}
      >
        <div
          className={cn(
            'flex shrink-0 items-center gap-2 overflow-hidden border-b border-slate-200',
            collapsed ? 'justify-center' : 'px-4',
          )}
          style={{ height: cabecalho.altura }}
        >
          {!aparencia.mostrarLogo ? (
            collapsed ? null : (
              <span className="text-base font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
            )
          ) : logo.url ? (
            <LogoImagem
              logo={logo}
              alturaMaxima={collapsed ? 32 : Math.max(32, cabecalho.altura - 24)}
              className={collapsed ? 'max-w-12' : 'max-w-full'}
            />
          ) : (
            <Brand showName={!collapsed} />
          )}
          {collapsed ? null : (
            <Button
              variant="ghost"
              size="icon-sm"
              className="ml-auto md:hidden"
              aria-label="Recolher menu lateral"
              onClick={toggle}
            >
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
