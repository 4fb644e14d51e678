import { ChevronDown, LogOut, MonitorX, PanelLeftClose, PanelLeftOpen, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { TIPO_USUARIO_COR, tipoUsuarioLabel } from '../../../../domain/roles';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { displayName, useSignedInSession } from '../../../lib/session';
import { useSidebar } from '../hooks/sidebar-state';
import { useSignOut } from '../hooks/use-sign-out';
import { PerguntaDeSaida } from './pergunta-de-saida-se-houver';

export function UserMenu() {
  const navigate = useNavigate();
  const { usuario } = useSignedInSession();
  const { hidden, hide, show } = useSidebar();
  const signOut = useSignOut();
  const name = displayName(usuario);
  const role = tipoUsuarioLabel(usuario.tipo_usuario);
  const color = TIPO_USUARIO_COR[usuario.tipo_usuario] ?? 'purple';

  return (
    <>
      {/* Not modal: a modal menu hides the rest of the page from assistive tech while it stays focusable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="flex items-center gap-2 rounded-lg px-1.5 py-1 text-left outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 data-[state=open]:bg-slate-100">
          <Avatar nome={name} imagem={usuario.imagem} />
          <span className="sr-only flex-col items-start gap-0.5 md:not-sr-only md:flex">
            <span className="max-w-44 truncate text-sm leading-tight font-medium text-slate-900">{name}</span>
            <Badge color={color}>{role}</Badge>
          </span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 md:block" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <DropdownMenuLabel className="flex flex-col gap-1">
            <span className="truncate font-medium text-slate-900">{name}</span>
            <span className="truncate text-xs font-normal text-slate-600">{usuario.email}</span>
            <Badge color={color} className="mt-1 self-start">
              {role}
            </Badge>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/configuracoes?tab=perfil')}>
            <User aria-hidden="true" />
            Meu Perfil
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/configuracoes')}>
            <Settings aria-hidden="true" />
            Configurações
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={hidden ? show : hide}>
            {hidden ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            {hidden ? 'Mostrar Menu' : 'Ocultar Menu'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => signOut.sair('this-device')}>
            <LogOut aria-hidden="true" />
            Sair
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => signOut.sair('all-devices')}>
            <MonitorX aria-hidden="true" />
            Sair de todos os dispositivos
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Outside the menu, which closes (and unmounts its items) when one is chosen. */}
      <PerguntaDeSaida saida={signOut} />
    </>
  );
}
