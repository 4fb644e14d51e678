import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/**
 * A role change may touch the acting administrador's own role: reload their session (its
 * permissions drive the sidebar) and the navigation it filters. Other users see the change on
 * their next request, since the server reads the grants every time.
 */
export function refreshOwnSession(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['navegacao'] }),
  ]);
}
