import type { FastifyInstance } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../../auth';
import { toHeaders } from '../../plugins/access';
import { authMessage } from './messages';

/**
 * Hands /api/auth/* to better-auth as a Web Request and translates its error messages to
 * pt-BR, so the login screen can show the server's message as it comes.
 */
export async function authBridgeRoutes(app: FastifyInstance, opts: { auth: Auth; baseUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    handler: async (request, reply) => {
      const headers = toHeaders(request);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await opts.auth.handler(
        new Request(new URL(request.url, opts.baseUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');

      const text = await response.text();
      if (response.status >= 400) return reply.send(translateError(response.status, text));
      return reply.send(withoutToken(text));
    },
  });
}

function translateError(status: number, text: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Plain-text errors (the rate limiter's) carry no code.
  }
  const code = body.code ?? (status === 429 ? 'TOO_MANY_REQUESTS' : 'AUTH_ERROR');
  return { code, message: authMessage(code, status, body.message) };
}

/** The session token travels only in the HttpOnly cookie; scripts never see it. */
function withoutToken(text: string) {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body && typeof body === 'object' && 'token' in body) delete body.token;
    return body;
  } catch {
    return text;
  }
}
