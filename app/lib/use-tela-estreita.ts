import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): a phone held upright. */
const CONSULTA = '(max-width: 639.98px)';

function assinar(aviso: () => void) {
  const media = window.matchMedia(CONSULTA);
  media.addEventListener('change', aviso);
  return () => media.removeEventListener('change', aviso);
}

/**
 * Whether the screen is a phone's. A sheet renders one layout or the other (not both hidden by
 * CSS), so a student's mean and status exist once in the page, for screen readers as for tests.
 */
export function useTelaEstreita(): boolean {
  return useSyncExternalStore(
    assinar,
    () => window.matchMedia(CONSULTA).matches,
    () => false,
  );
}
