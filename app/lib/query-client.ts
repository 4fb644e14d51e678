import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Sessao } from '../../domain/schemas/sessao';
import { ApiError } from './api';
import { limparDadosOffline, ocultarDadosOffline } from './offline';
import { SESSION_QUERY_KEY } from './session';

/**
 * A 401 on any call means the session ended (expired, revoked from another device):
 * mark the session signed out so the root shows the login.
 */
function onError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status > 0 && error.status < 500) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: true,
      // Every read is tried, connection or not: the service worker answers the roll call's reads offline
      // (app/public/sw.js), and a query paused by an 'offline' event would spin forever instead.
      networkMode: 'always',
    },
  },
});

const naoESessao = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== SESSION_QUERY_KEY[0] };

/**
 * The session read came back empty (a 401 anywhere, the session itself answering 401, a sign-out) or
 * as someone else: what the ended session read leaves memory, so the next person to sign in on this
 * browser never sees it; with no session, the service worker also stops answering with its cached
 * copies (hidden, not deleted: the owner may sign in again). Roll calls queued offline stay on the
 * device for their owner (app/features/frequencias/offline/fila.ts).
 */
let usuarioDaSessao: string | null = null;
queryClient.getQueryCache().subscribe((evento) => {
  if (evento.type !== 'updated' || evento.action.type !== 'success' || evento.query.queryKey[0] !== SESSION_QUERY_KEY[0]) return;
  const antes = usuarioDaSessao;
  usuarioDaSessao = (evento.query.state.data as Sessao | null | undefined)?.usuario.id ?? null;
  if (antes && antes !== usuarioDaSessao) queryClient.removeQueries(naoESessao);
  if (!usuarioDaSessao) void ocultarDadosOffline();
});

/** After sign-out: drop every user's data, keep only "signed out". */
export function clearUserData() {
  const usuarioId = queryClient.getQueryData<Sessao | null>(SESSION_QUERY_KEY)?.usuario.id ?? null;
  void queryClient.cancelQueries();
  queryClient.removeQueries(naoESessao);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // The user's offline roll calls still waiting and the cached answers leave the device with the user.
  void limparDadosOffline(usuarioId);
}
