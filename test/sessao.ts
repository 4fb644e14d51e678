import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The Origin the test requests carry, as the browser on the app's own address sends it. */
export const ORIGIN = 'http://localhost:3000';

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, ...headers },
    payload: { email, password },
    remoteAddress,
  });
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const cookie = all.find((c) => c.startsWith('gestao.session_token='));
  if (!cookie) throw new Error('sem cookie de sessão');
  return cookie.split(';')[0]!;
}
