import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../../../domain/navigation';
import { LogoImagem, TituloCabecalho, estiloCabecalho } from '../../../components/customizacao-visual';
import { Button } from '../../../components/ui/button';
import { useCustomizacao } from '../../../lib/customizacao';
import { useSidebar } from '../hooks/sidebar-state';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

export const SIDEBAR_TOGGLE_ID = 'alternar-menu-lateral';

export function Header() {
  const { pathname } = useLocation();
  const { title, description } = pageTitle(pathname);
  const { collapsed, hidden, recolhivel, toggle } = useSidebar();
  const { logo, cabecalho } = useCustomizacao();
  const toggleLabel = hidden
    ? 'Mostrar menu lateral'
    : !recolhivel
      ? 'Ocultar menu lateral'
      : collapsed
        ? 'Expandir menu lateral'
        : 'Recolher menu lateral';
  const marca = Boolean(logo.url || cabecalho.tituloPrincipal || cabecalho.subtitulo);

  return (
    <header
      className="sticky top-0 z-20 flex shrink-0 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-5"
      style={estiloCabecalho(cabecalho)}
    >
      <Button
        id={SIDEBAR_TOGGLE_ID}
        variant="ghost"
        size="icon"
        // 44 px on a phone (a finger), as the bell beside it.
        className="size-11 sm:size-10"
        onClick={toggle}
        aria-label={toggleLabel}
        aria-controls={hidden ? undefined : 'menu-lateral'}
        aria-expanded={!hidden && !collapsed}
      >
        {hidden || collapsed ? (
          <PanelLeftOpen aria-hidden="true" className="!size-5" />
        ) : (
          <PanelLeftClose aria-hidden="true" className="!size-5" />
        )}
      </Button>
      {marca ? (
        <div className="hidden min-w-0 items-center gap-3 border-r border-slate-200 pr-4 md:flex">
          <LogoImagem logo={logo} alturaMaxima={Math.max(32, cabecalho.altura - 24)} />
          <TituloCabecalho cabecalho={cabecalho} className="max-w-64" />
        </div>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate text-base leading-tight font-semibold text-slate-900">{title}</p>
        {description ? <p className="hidden truncate text-sm text-slate-600 sm:block">{description}</p> : null}
      </div>
      <div className="flex items-center gap-1 sm:gap-2">
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
