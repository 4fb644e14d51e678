/**
 * What the installable app keeps on the device, and how it is hidden and forgotten. The service worker
 * (app/public/sw.js) keeps the app shell (gestao-app-<versão>) and, only while a professor is signed in, the
 * API answers the roll call needs offline (CACHE_DADOS); a roll call taken offline waits in
 * IndexedDB (FILA_*), under its owner. CACHE_DADOS and MARCA_DADOS are repeated in sw.js, which
 * cannot import modules.
 */
const CACHE_DADOS = 'gestao-dados';
/**
 * The marker in CACHE_DADOS that lets the worker keep and answer with API answers: present only while
 * a professor's session is alive (removed on a 401, so a dead session's answers are never shown).
 */
const MARCA_DADOS = '/__offline/professor';
/** Whose answers CACHE_DADOS holds (their user id): another professor signing in finds them gone. */
const DONO_DADOS = '/__offline/dono';
export const FILA_BANCO = 'gestao-offline';
export const FILA_STORE = 'chamadas';

/**
 * A queued roll call's key starts with its owner's id: a sign-out takes exactly that user's roll
 * calls off the device and leaves those another user keeps waiting (app/features/frequencias/offline/fila.ts).
 */
export const chaveNaFila = (usuarioId: string, id: string) => `${usuarioId}:${id}`;

/**
 * The changes to CACHE_DADOS run one after the other, in the order asked: a sign-out hides and then
 * deletes it, and a hiding still under way must not open (recreate) the cache after the deletion.
 */
let anterior: Promise<unknown> = Promise.resolve();
function emOrdem(tarefa: () => Promise<unknown>) {
  const vez = anterior.then(tarefa);
  anterior = vez.catch(() => undefined);
  return vez;
}

/**
 * Turns the worker's data cache on for a signed-in professor (their user id) or off (anyone else).
 * Answers cached for another user (a shared device) are deleted before this one's are kept.
 */
export function permitirDadosOffline(usuarioId: string | null) {
  if (!('caches' in window)) return Promise.resolve();
  return emOrdem(async () => {
    if (!usuarioId) {
      await caches.delete(CACHE_DADOS);
      return;
    }
    let cache = await caches.open(CACHE_DADOS);
    if ((await (await cache.match(DONO_DADOS))?.text()) !== usuarioId) {
      await caches.delete(CACHE_DADOS);
      cache = await caches.open(CACHE_DADOS);
      await cache.put(DONO_DADOS, new Response(usuarioId));
    }
    if (!(await cache.match(MARCA_DADOS))) await cache.put(MARCA_DADOS, new Response('1'));
  });
}

/**
 * The session ended without a sign-out (a 401: expired, revoked from another device): the worker
 * stops answering with, and keeping, the cached answers; they stay on the device only until their
 * owner signs in again (shown again) or someone else does (deleted, permitirDadosOffline).
 */
export function ocultarDadosOffline() {
  if (!('caches' in window)) return Promise.resolve();
  return emOrdem(async () => {
    if (await caches.has(CACHE_DADOS)) await (await caches.open(CACHE_DADOS)).delete(MARCA_DADOS);
  });
}

/**
 * Sign-out: every cached answer and the user's queued roll calls leave the device (the app shell
 * holds no personal data); roll calls another user left waiting stay theirs. While any of the user's
 * is there, 'Sair' asks first (filaParaSair): send them, stay, or discard them.
 */
export async function limparDadosOffline(usuarioId: string | null) {
  const tarefas: Promise<unknown>[] = [];
  if ('caches' in window) tarefas.push(emOrdem(() => caches.delete(CACHE_DADOS)));
  // idb-keyval loads only here and in the roll call, not in the first script of every page.
  if ('indexedDB' in window && usuarioId)
    tarefas.push(
      import('idb-keyval').then(async ({ createStore, delMany, keys }) => {
        const store = createStore(FILA_BANCO, FILA_STORE);
        const prefixo = chaveNaFila(usuarioId, '');
        await delMany(
          (await keys(store)).filter((k) => String(k).startsWith(prefixo)),
          store,
        );
      }),
    );
  await Promise.allSettled(tarefas);
  window.dispatchEvent(new Event(EVENTO_FILA));
}

/** Fired on window when the offline queue changes (the roll-call screens listen). */
export const EVENTO_FILA = 'gestao:fila-offline';

/** A roll call of the signed-in user still on this device, as the sign-out asks about it. */
export interface ChamadaNaoEnviada {
  /** The server's reason when it refused it (it will not go by itself); null while it waits for the connection. */
  erro: string | null;
}

/**
 * The signed-in user's offline queue, as the sign-out sees it: the shell asks before 'Sair' (which
 * takes these roll calls off the device, limparDadosOffline) and may send them first. The roll
 * call's sender (app/features/frequencias/offline/sincronizacao.tsx) offers it here, since a
 * feature imports no other.
 */
export interface FilaDoUsuario {
  usuarioId: string;
  naoEnviadas(): Promise<ChamadaNaoEnviada[]>;
  /** Sends the waiting ones now (with a connection); resolves once the attempt is over. */
  enviar(): Promise<unknown>;
}

let filaDoUsuario: FilaDoUsuario | null = null;

/** The sender offers (or, on leaving, withdraws) the user's queue. */
export function oferecerFilaDoUsuario(fila: FilaDoUsuario) {
  filaDoUsuario = fila;
  return () => {
    if (filaDoUsuario === fila) filaDoUsuario = null;
  };
}

/**
 * The user's queue for the sign-out. Without the sender (not loaded yet) the roll calls are counted
 * straight from the device, so none is ever dropped unasked; they then stay until the sender sends them.
 */
export function filaParaSair(usuarioId: string): FilaDoUsuario {
  if (filaDoUsuario?.usuarioId === usuarioId) return filaDoUsuario;
  return {
    usuarioId,
    naoEnviadas: async () => {
      if (!('indexedDB' in window)) return [];
      const { createStore, keys } = await import('idb-keyval');
      const prefixo = chaveNaFila(usuarioId, '');
      return (await keys(createStore(FILA_BANCO, FILA_STORE)))
        .filter((k) => String(k).startsWith(prefixo))
        .map(() => ({ erro: null }));
    },
    enviar: () => Promise.resolve(),
  };
}

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

/**
 * Whether this device may hold roll calls queued offline: the queue's database exists. Without
 * `indexedDB.databases` (older browsers) the answer is yes, so nothing queued is ever left unsent.
 */
export async function podeHaverFilaNoAparelho(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((banco) => banco.name === FILA_BANCO);
  } catch {
    return true;
  }
}
