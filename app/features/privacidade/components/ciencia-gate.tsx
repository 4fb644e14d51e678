import { type ReactNode, Suspense, lazy } from 'react';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useAvisoPendente } from '../api/aviso';

// The notice screen (its text, the date formatting) loads only for whoever has a version to
// acknowledge: the gate sits in the entry bundle, which /login's JavaScript budget measures.
const CienciaTela = lazy(async () => ({ default: (await import('./ciencia-tela')).CienciaTela }));

/**
 * Before the app, the network's privacy notice when the user has not yet acknowledged its version in
 * force, once per version. A failed check lets the user in: the notice is public anyway, and the
 * check failing must not stop a whole network's school day.
 */
export function CienciaGate({ children }: { children: ReactNode }) {
  const pendente = useAvisoPendente();
  if (pendente.isPending) return <FullPageSpinner />;
  const aviso = pendente.data?.aviso;
  if (!aviso || aviso.versao === null) return children;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <CienciaTela aviso={aviso} versao={aviso.versao} />
    </Suspense>
  );
}
