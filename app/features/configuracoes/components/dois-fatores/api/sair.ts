import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../../../lib/api';
import { LOGIN_PATH } from '../../../../../lib/paths';
import { clearUserData } from '../../../../../lib/query-client';

/** 'Sair' from the enrolment screen (outside the shell): end the session and go to the login. */
export function useSair() {
  const navigate = useNavigate();
  const encerrar = () => {
    void navigate(LOGIN_PATH, { replace: true });
    clearUserData();
  };
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: encerrar,
    // A session the server no longer knows is already signed out.
    onError: encerrar,
  });
}
