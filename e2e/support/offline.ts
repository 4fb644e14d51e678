import { type Page, expect } from '@playwright/test';

/** The service worker controls the page and keeps the professor's API reads (app/public/sw.js, app/lib/offline.ts). */
export async function prontoParaOffline(page: Page) {
  await expect.poll(() => dadosOfflineAtivos(page)).toBe(true);
}

/** The worker answers with its cached API reads: it controls the page and the professor's marker is there. */
export function dadosOfflineAtivos(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const dados = (await caches.has('gestao-dados')) ? await caches.open('gestao-dados') : null;
    return Boolean(navigator.serviceWorker.controller) && Boolean(await dados?.match('/__offline/professor'));
  });
}

/**
 * What the offline queue holds on this device (IndexedDB gestao-offline/chamadas): each roll call with
 * its owner, state and whether it is set aside for another user's session; each notice of a discarded
 * one with whom it is for. Read without creating the database when it is not there yet.
 */
export function filaNoAparelho(page: Page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'gestao-offline')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const pedido = indexedDB.open('gestao-offline');
      pedido.onsuccess = () => resolve(pedido.result);
      pedido.onerror = () => reject(pedido.error);
    });
    const valores = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const pedido = db.transaction('chamadas', 'readonly').objectStore('chamadas').getAll();
      pedido.onsuccess = () => resolve(pedido.result as Record<string, unknown>[]);
      pedido.onerror = () => reject(pedido.error);
    });
    db.close();
    return valores.map((v) =>
      'input' in v
        ? {
            chamada: (v.dono as { usuario_id: string } | undefined)?.usuario_id ?? null,
            estado: v.estado,
            apartada: (v.apartada_em ?? null) !== null,
          }
        : { aviso: v.usuario_id },
    );
  });
}
