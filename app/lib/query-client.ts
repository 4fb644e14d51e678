import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { limparDadosOffline } from './offline';
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
    },
  },
});

/** After sign-out: drop every user's data, keep only "signed out". */
export function clearUserData() {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  // The offline roll calls still waiting and the cached answers leave the device with the user.
  void limparDadosOffline();
}
