import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '../../../lib/paths';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/**
 * Once the server set the session cookie: navigate first (the login stays on screen, as it
 * answers every public path, until the session refetch swaps in the signed-in routes, which
 * then open at /dashboard), then load the session. Rejects if no session came of it.
 */
export function useConcluirLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    void navigate(DASHBOARD_PATH, { replace: true });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    if (!queryClient.getQueryData(SESSION_QUERY_KEY)) throw new Error('sessão não criada');
  };
}
