import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiFetch('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
