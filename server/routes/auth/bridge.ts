import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../../auth';
import { toHeaders } from '../../plugins/access';
import type { Db } from '../../db/client';
import { sessoes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditar, autoria } from '../../services/auditoria';
import { comValidadeDaSessao, tokenDoSetCookie } from '../../services/seguranca/cookie-sessao';
import { authMessage } from './messages';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/**
 * The better-auth endpoints the app calls (app/features/auth, shell, configuracoes), all POST.
 * Everything else better-auth offers (update-user, change-email, delete-user, list-sessions…)
 * would change users beside the API's own validation and audit, so it is not reachable: 404.
 */
export const ENDPOINTS_AUTH = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/revoke-sessions',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
  '/api/auth/two-factor/generate-backup-codes',
]);

const SIGN_OUTS = new Set(['/api/auth/sign-out', '/api/auth/revoke-sessions']);
const RESET_REQUEST = '/api/auth/request-password-reset';
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', C.codigoJaUsado]);
/** The same answer whether or not the address has an account. */
const RESET_REQUESTED =
  'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.';

/**
 * Sign-outs go to the audit log here, where the session is read before it is gone; sign-ins,
 * second factors and password changes are audited by the security plugin (services/seguranca).
 */
async function auditSignOut(
  db: Db,
  path: string,
  status: number,
  request: FastifyRequest,
  user: { id: string; email: string } | null,
) {
  if (!SIGN_OUTS.has(path) || !user || status !== 200) return;
  const acao = path.endsWith('revoke-sessions') ? 'logout_todos' : 'logout';
  await auditar(db, autoria(request, user), { acao, entidade: 'sessao' });
}

/**
 * Hands /api/auth/* to better-auth as a Web Request and translates its error messages to
 * pt-BR, so the login screen can show the server's message as it comes.
 */
export async function authBridgeRoutes(app: FastifyInstance, opts: { auth: Auth; baseUrl: string; db: Db }) {
  const nomeDoCookie = (await opts.auth.$context).authCookies.sessionToken.name;
  /** A new session's cookie lives as long as the session itself (see comValidadeDaSessao). */
  const ajustarValidade = async (cookies: string[]) => {
    const tokens = cookies.map((c) => tokenDoSetCookie(c, nomeDoCookie));
    const novos = tokens.filter((t): t is string => !!t);
    if (!novos.length) return cookies;
    const rows = await opts.db
      .select({ token: sessoes.token, expiresAt: sessoes.expiresAt })
      .from(sessoes)
      .where(inArray(sessoes.token, novos));
    const expira = new Map(rows.map((r) => [r.token, r.expiresAt]));
    return cookies.map((c, i) => {
      const ate = tokens[i] ? expira.get(tokens[i]) : undefined;
      return ate ? comValidadeDaSessao(c, ate) : c;
    });
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    handler: async (request, reply) => {
      const path = new URL(request.url, opts.baseUrl).pathname;
      if (request.method !== 'POST' || !ENDPOINTS_AUTH.has(path)) throw notFound('Recurso não encontrado.');
      const headers = toHeaders(request);
      headers.delete(CLIENT_IP_HEADER);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.body !== undefined;
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

      const text = await response.text();
      const error = response.status >= 400 ? translateError(response.status, text, path) : null;
      // A wrong second-factor code is bad input, not an ended session: better-auth says 401,
      // which the SPA takes as "signed out" (and would sign out a user confirming enrolment).
      reply.status(error && WRONG_CODE.has(error.code) ? 400 : response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = await ajustarValidade(response.headers.getSetCookie());
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');

      await auditSignOut(opts.db, path, response.status, request, leaving?.user ?? null);
      if (error) return reply.send(error);
      if (path === RESET_REQUEST) return reply.send({ status: true, message: RESET_REQUESTED });
      return reply.send(withoutToken(text));
    },
  });
}

function translateError(status: number, text: string, path: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Plain-text errors (the rate limiter's) carry no code.
  }
  const code = body.code ?? (status === 429 ? C.muitasRequisicoes : 'AUTH_ERROR');
  if (code === C.muitasRequisicoes && path !== '/api/auth/sign-in/email')
    return { code, message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' };
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
