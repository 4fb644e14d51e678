import { useSyncExternalStore } from 'react';
import { ApiError } from './api';

function assinar(aviso: () => void) {
  window.addEventListener('online', aviso);
  window.addEventListener('offline', aviso);
  return () => {
    window.removeEventListener('online', aviso);
    window.removeEventListener('offline', aviso);
  };
}

/**
 * Whether the device has a network (navigator.onLine, kept current by its events): without one, the
 * pages that gather the server's figures (the dashboard, /frequencia) say "Sem conexão" once and show
 * what works offline instead of an error block per section.
 */
export function useConexao(): boolean {
  return useSyncExternalStore(assinar, () => navigator.onLine);
}

/** A read that got no answer at all (offline, the server unreachable): the page's offline state, not an error. */
export const ehFalhaDeConexao = (erro: unknown) => erro instanceof ApiError && erro.status === 0;
