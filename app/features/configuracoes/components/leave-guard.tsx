import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { ConfigTab } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CONFIG_TAB_INFO } from './tabs-config';

/**
 * Asks before leaving /configuracoes with unsaved changes: a navigation inside the app waits
 * for the answer; closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ alteradas }: { alteradas: ConfigTab[] }) {
  const dirty = alteradas.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/configuracoes'),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const nomes = alteradas.map((tab) => CONFIG_TAB_INFO[tab].label).join(', ');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Sair sem salvar?"
      description={`Há alterações não salvas em: ${nomes}. Se sair agora, elas serão perdidas.`}
      confirmLabel="Sair sem salvar"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
