import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../../lib/api';

export interface Inscricao {
  /** otpauth:// URI: what the QR code holds. */
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment (better-auth): a new secret and recovery codes, active only once confirmed. */
function iniciarInscricao(password: string): Promise<Inscricao> {
  return apiFetch('/api/auth/two-factor/enable', { method: 'POST', body: { password } });
}

export function useIniciarInscricao() {
  return useMutation({ mutationFn: iniciarInscricao });
}
