import { apiFetch } from '../../../lib/api';

/** Ends every session of the user, this one included ('Sair de todos os dispositivos'). */
export function revokeSessions(): Promise<unknown> {
  return apiFetch('/api/auth/revoke-sessions', { method: 'POST', body: {} });
}
