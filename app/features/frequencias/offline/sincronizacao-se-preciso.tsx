import { Suspense, lazy, useEffect, useState } from 'react';
import { podeHaverFilaNoAparelho } from '../../../lib/offline';
import { useSession } from '../../../lib/session';

// The sender reads schemas, dates and the roll call's API: about 50 kB that a signed-out /login never needs.
const SincronizacaoOffline = lazy(() => import('./sincronizacao'));

/**
 * Mounts the offline roll call's sender (./sincronizacao.tsx) when it has work: someone is signed in,
 * or, signed out, this device holds a queue (roll calls another user left, to discard when their time is up).
 */
export function SincronizacaoSePreciso() {
  const { data: sessao } = useSession();
  const [filaNoAparelho, setFilaNoAparelho] = useState(false);
  useEffect(() => {
    if (sessao === null) void podeHaverFilaNoAparelho().then(setFilaNoAparelho);
  }, [sessao]);
  if (sessao === undefined || (sessao === null && !filaNoAparelho)) return null;
  return (
    <Suspense fallback={null}>
      <SincronizacaoOffline />
    </Suspense>
  );
}
