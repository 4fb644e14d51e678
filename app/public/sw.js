/**
 * The service worker of the installable app: the roll call opens and can be taken without a
 * connection. Hand-written rather than generated (vite-plugin-pwa / Workbox): the generator brings
 * some 175 packages (a second esbuild with an install script among them) and changes packages the
 * app already has, for what fits in this file: a precache of the build, a network-first cache of a
 * short list of API reads, and a switch that keeps and answers those reads only while a
 * professor's session is alive (app/lib/offline.ts turns it on, hides it on a 401, clears it for
 * another user).
 *
 * Scope '/': served from the site root (app/public → dist/), it can answer the navigations of every
 * client route. The Content-Security-Policy needs nothing new: the worker and the manifest are
 * same-origin files, which default-src 'self' already allows (worker-src and manifest-src fall back
 * to it).
 *
 * The names below repeat app/lib/offline.ts (a worker loaded as a classic script imports nothing).
 */
const VERSAO = 'dev'; // replaced at build with a hash of the files (vite.config.ts: listaDoServiceWorker)
const PRECACHE = []; // replaced at build with the app shell: index.html, the hashed assets, icons
const CACHE_APP = 'gestao-app-' + VERSAO;
const CACHE_DADOS = 'gestao-dados';
const MARCA_DADOS = '/__offline/professor';

/**
 * The API reads the roll call needs offline, and nothing else: the session, the professor's
 * schools and classes, the subjects they teach there, the rosters and roll calls, the summary of
 * the class and the school calendar; plus the network's name and colours (no personal data).
 */
const LEITURAS_OFFLINE = [
  /^\/api\/me$/,
  /^\/api\/navegacao\/escolas(\/[\w-]+\/turmas)?$/,
  /^\/api\/frequencias\/(opcoes|chamada|resumo)$/,
  /^\/api\/calendario\/\d{4}$/,
  /^\/api\/identidade$/,
  /^\/api\/publico\/aparencia$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_APP)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((nomes) =>
        Promise.all(nomes.filter((n) => n.startsWith('gestao-app-') && n !== CACHE_APP).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Online the server's page (always the newest build); offline the cached shell, whose router opens the route.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html').then((r) => r || Response.error())));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (LEITURAS_OFFLINE.some((re) => re.test(url.pathname))) event.respondWith(leituraDaApi(request));
    return;
  }
  // Hashed assets and the shell's files: from the precache, else the network (kept for next time).
  event.respondWith(
    caches.match(request).then(
      (guardado) =>
        guardado ||
        fetch(request).then((resposta) => {
          if (resposta.ok && url.pathname.startsWith('/assets/')) {
            const copia = resposta.clone();
            void caches.open(CACHE_APP).then((cache) => cache.put(request, copia));
          }
          return resposta;
        }),
    ),
  );
});

/**
 * Network first: online the answer is always the server's, and a copy is kept while a professor's
 * session is alive (the marker is there; it is checked again before writing, so an answer that
 * arrives after the sign-out does not bring the cache back); offline the last copy, or a network
 * error as if there were no worker. Without the marker (signed out, or the session ended with a 401)
 * the copies are never answered: a dead session's data does not open offline.
 */
async function leituraDaApi(request) {
  const professor = () => caches.match(MARCA_DADOS, { cacheName: CACHE_DADOS }).then(Boolean);
  const guardar = await professor();
  try {
    const resposta = await fetch(request);
    if (guardar && resposta.ok && (await professor())) {
      const copia = resposta.clone();
      await caches.open(CACHE_DADOS).then((dados) => dados.put(request, copia));
    }
    return resposta;
  } catch (erro) {
    const guardado = (await professor()) ? await caches.match(request, { cacheName: CACHE_DADOS }) : undefined;
    if (guardado) return guardado;
    throw erro;
  }
}
