import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { LOGIN_PATH } from '../../../lib/paths';
import { clearUserData } from '../../../lib/query-client';
import { revokeSessions } from '../api/revoke-sessions';
import { signOut } from '../api/sign-out';

export type SignOutScope = 'this-device' | 'all-devices';

/** 'Sair' and 'Sair de todos os dispositivos': revoke on the server, forget the user's data, back to the login. */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (scope: SignOutScope) => (scope === 'all-devices' ? revokeSessions() : signOut()),
    onSuccess: () => {
      void navigate(LOGIN_PATH, { replace: true });
      clearUserData();
    },
    onError: (error) => {
      // A session the server no longer knows is already signed out.
      if (error instanceof ApiError && error.status === 401) {
        void navigate(LOGIN_PATH, { replace: true });
        clearUserData();
        return;
      }
      toast.error('Não foi possível sair', { description: error.message });
    },
  });
}
