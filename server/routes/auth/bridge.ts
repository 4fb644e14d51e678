import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../../auth';
import { toHeaders } from '../../plugins/access';
import type { Db } from '../../db/client';
import { recordAudit } from '../../services/audit';
import { authMessage } from './messages';

const SIGN_IN = '/api/auth/sign-in/email';
const SIGN_OUTS = new Set(['/api/auth/sign-out', '/api/auth/revoke-sessions']);

/** Sign-ins (success and failure) and sign-outs go to the audit log, with the client's IP. */
async function auditAuth(db: Db, path: string, status: number, request: FastifyRequest, user: { id: string; email: string } | null) {
  if (path === SIGN_IN) {
    const email = typeof (request.body as { email?: unknown })?.email === 'string' ? (request.body as { email: string }).email : null;
    const acao = status === 200 ? 'login' : 'login_falhou';
    await recordAudit(db, { acao, entidade: 'sessao', usuario_email: email, ip: request.ip }, request.log);
  } else if (SIGN_OUTS.has(path) && user && status === 200) {
    const acao = path.endsWith('revoke-sessions') ? 'logout_todos' : 'logout';
    await recordAudit(db, { acao, entidade: 'sessao', usuario_id: user.id, usuario_email: user.email, ip: request.ip }, request.log);
  }
}

/**
 * Hands /api/auth/* to better-auth as a Web Request and translates its error messages to
 * pt-BR, so the login screen can show the server's message as it comes.
 */
export async function authBridgeRoutes(app: FastifyInstance, opts: { auth: Auth; baseUrl: string; db: Db }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    handler: async (request, reply) => {
      const headers = toHeaders(request);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const path = new URL(request.url, opts.baseUrl).pathname;
      // Who is signing out must be read before the session is gone.
      const leaving = SIGN_OUTS.has(path) ? await opts.auth.api.getSession({ headers }).catch(() => null) : null;
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
      await auditAuth(opts.db, path, response.status, request, leaving?.user ?? null);
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
