import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type SegundoFator = 'totp' | 'recuperacao';

/**
 * Second step of a sign-in with two-factor: a code from the authenticator app or one of the
 * recovery codes. The challenge travels in the HttpOnly cookie the first step set.
 */
function verifySecondFactor({ metodo, code }: { metodo: SegundoFator; code: string }): Promise<unknown> {
  const path = metodo === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return apiFetch(path, { method: 'POST', body: { code } });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
