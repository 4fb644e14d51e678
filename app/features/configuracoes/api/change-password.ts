import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * better-auth's password change; the server applies the security policy and answers in pt-BR.
 * The user's other sessions end; this one goes on.
 */
function changePassword({ senhaAtual, novaSenha }: { senhaAtual: string; novaSenha: string }): Promise<unknown> {
  return apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword: senhaAtual, newPassword: novaSenha, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
