/**
 * What the installable app keeps on the device, and the one way to forget it. The service worker
 * (app/public/sw.js) keeps the app shell (gestao-app-<versão>) and, only while a professor is signed in, the
 * API answers the roll call needs offline (CACHE_DADOS); a roll call taken offline waits in
 * IndexedDB (FILA_*). These names are repeated in sw.js, which cannot import modules.
 */
export const CACHE_DADOS = 'gestao-dados';
/** The marker in CACHE_DADOS that lets the worker keep API answers: present only for a signed-in professor. */
export const MARCA_DADOS = '/__offline/professor';
export const FILA_BANCO = 'gestao-offline';
export const FILA_STORE = 'chamadas';

/** Turns the worker's data cache on (a professor signed in) or off (anyone else). */
export async function permitirDadosOffline(permitir: boolean) {
  if (!('caches' in window)) return;
  if (!permitir) {
    await caches.delete(CACHE_DADOS);
    return;
  }
  const cache = await caches.open(CACHE_DADOS);
  if (!(await cache.match(MARCA_DADOS))) await cache.put(MARCA_DADOS, new Response('1'));
}

/** Sign-out: the queued roll calls and every cached answer leave the device (the app shell holds no personal data). */
export async function limparDadosOffline() {
  const tarefas: Promise<unknown>[] = [];
  if ('caches' in window) tarefas.push(caches.delete(CACHE_DADOS));
  // idb-keyval loads only here and in the roll call, not in the first script of every page.
  if ('indexedDB' in window)
    tarefas.push(import('idb-keyval').then(({ clear, createStore }) => clear(createStore(FILA_BANCO, FILA_STORE))));
  await Promise.allSettled(tarefas);
  window.dispatchEvent(new Event(EVENTO_FILA));
}

/** Fired on window when the offline queue changes (the roll-call screens listen). */
export const EVENTO_FILA = 'gestao:fila-offline';

/**
 * Registers the service worker of the installable app. Only on a secure context (https or
 * localhost: browsers refuse workers elsewhere) and only in a build (the dev server has no sw.js).
 */
export function registrarServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // Without the worker the app works as before, online only.
    });
  });
}
