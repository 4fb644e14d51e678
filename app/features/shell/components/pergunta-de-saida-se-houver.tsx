import { Suspense, lazy } from 'react';
import type { SaidaDoUsuario } from '../hooks/use-sign-out';

// The dialog (and its Radix code) loads only when 'Sair' finds roll calls waiting on the device, never with the app's
// frame; offline too, since the service worker keeps every asset of the build.
const PerguntaDeSaidaDialog = lazy(() => import('./pergunta-de-saida').then((m) => ({ default: m.PerguntaDeSaidaDialog })));

/** The question 'Sair' asks while the user's roll calls queued offline are still on this device. */
export function PerguntaDeSaida({ saida }: { saida: SaidaDoUsuario }) {
  if (!saida.pergunta) return null;
  return (
    <Suspense fallback={null}>
      <PerguntaDeSaidaDialog saida={saida} />
    </Suspense>
  );
}
