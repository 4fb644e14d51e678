import { apiFetch } from '../../../lib/api';

/** Ends this session on the server (the cookie is HttpOnly, so only the server can). */
export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}
