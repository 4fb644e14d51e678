import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useSignOut } from '../hooks/use-sign-out';
import { PerguntaDeSaida } from './pergunta-de-saida-se-houver';

export function SignOutButton({ collapsed = false, className }: { collapsed?: boolean; className?: string }) {
  const signOut = useSignOut();
  return (
    <>
      <Tooltip content="Sair" disabled={!collapsed}>
        <Button
          variant="ghost"
          className={cn('h-11 w-full justify-start text-slate-700 sm:h-10', collapsed && 'justify-center px-0', className)}
          disabled={signOut.isPending}
          onClick={() => signOut.sair('this-device')}
        >
          <LogOut aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : undefined}>Sair</span>
        </Button>
      </Tooltip>
      <PerguntaDeSaida saida={signOut} />
    </>
  );
}
