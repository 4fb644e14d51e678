import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Sets a new password with the one-time token of the e-mailed link. */
function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
