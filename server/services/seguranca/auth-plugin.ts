import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { auditar, autoriaDe } from '../auditoria';
import {
  bloqueadoAte,
  chaveDoCliente,
  chaveDoEmail,
  limparFalhasDoCliente,
  mensagemDeBloqueio,
  registrarFalha,
} from './bloqueio';
import { avisarTentativasErradas } from './aviso-de-tentativas';
import { CLIENT_IP_HEADER } from './client-ip';
import { lerSeguranca } from './configuracao';
import { problemaDaSenha } from './senha';
import { liberarCodigo, reservarCodigo } from './totp-reuso';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
interface Quem {
  id: string;
  email: string;
  /** Verifying inside a session (confirming enrolment) rather than signing in. */
  comSessao: boolean;
  doisFatoresAtivo: boolean;
}

const VERIFICAR = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const CODIGO_REUSADO = 'Este código já foi usado. Aguarde o próximo código do aplicativo.';

const ipDe = (ctx: Ctx) => ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
const corpo = (ctx: Ctx) => (ctx.body ?? {}) as Record<string, unknown>;
const falhou = (ctx: Ctx) => isAPIError(ctx.context.returned);

/** Who is verifying a second factor: the session's user, or the one half-way through sign-in. */
async function quemVerifica(ctx: Ctx): Promise<Quem | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  const ativo = (u: object) => !!(u as { twoFactorEnabled?: boolean }).twoFactorEnabled;
  if (session) return { id: session.user.id, email: session.user.email, comSessao: true, doisFatoresAtivo: ativo(session.user) };
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identificador = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identificador) return null;
  const pendente = await ctx.context.internalAdapter.findVerificationValue(identificador);
  const user = pendente ? await ctx.context.internalAdapter.findUserById(pendente.value) : null;
  return user ? { id: user.id, email: user.email, comSessao: false, doisFatoresAtivo: ativo(user) } : null;
}

/** Same request, from the before hooks to the after hooks. */
const verificando = new WeakMap<object, Quem | null>();

/**
 * The security settings acting on better-auth's endpoints: the lock after failed sign-ins
 * (per address and client, plus an account-wide throttle that tells the owner: bloqueio.ts),
 * the password policy on change and reset, single use of TOTP codes, and the audit of
 * sign-ins, second factors and password changes.
 */
export function segurancaPlugin(db: Db): BetterAuthPlugin {
  const auditarSessao = (acao: string, ctx: Ctx, quem: { id?: string | null; email?: string | null }, depois?: unknown) =>
    auditar(db, autoriaDe(quem, ipDe(ctx)), { acao, entidade: 'sessao', depois });

  return {
    id: 'gestao-seguranca',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = chaveDoEmail(corpo(ctx).email);
            if (!email) return;
            const ate = await bloqueadoAte(db, email, chaveDoCliente(ipDe(ctx)));
            if (!ate) return;
            // The same answer whether or not the password is right: the lock is not a hint. 401,
            // like a wrong password, also on the failure that causes the lock (an after hook
            // cannot change the status better-auth already chose).
            await auditarSessao('login_bloqueado', ctx, { email });
            throw new APIError('UNAUTHORIZED', { code: C.contaBloqueada, message: await mensagemDeBloqueio(db, ate, email) });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            const nova = corpo(ctx).newPassword;
            if (!session || typeof nova !== 'string') return;
            const problema = await problemaDaSenha(db, nova, { nome: session.user.name, email: session.user.email });
            if (problema) throw new APIError('BAD_REQUEST', { code: C.politicaDeSenha, message: problema });
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/reset-password',
          handler: createAuthMiddleware(async (ctx) => {
            const token = corpo(ctx).token ?? (ctx.query as { token?: unknown } | undefined)?.token;
            const nova = corpo(ctx).newPassword;
            if (typeof token !== 'string' || typeof nova !== 'string') return;
            const pedido = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
            const user =
              pedido && pedido.expiresAt > new Date() ? await ctx.context.internalAdapter.findUserById(pedido.value) : null;
            if (!user) return;
            const problema = await problemaDaSenha(db, nova, { nome: user.name, email: user.email });
            if (problema) throw new APIError('BAD_REQUEST', { code: C.politicaDeSenha, message: problema });
          }),
        },
        {
          matcher: (ctx) => VERIFICAR.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const quem = await quemVerifica(ctx);
            verificando.set(ctx.context, quem);
            const codigo = corpo(ctx).code;
            if (!quem || ctx.path !== '/two-factor/verify-totp' || typeof codigo !== 'string') return;
            if (!(await reservarCodigo(db, quem.id, codigo.trim()))) {
              if (!quem.comSessao) await auditarSessao('login_falhou', ctx, quem, { motivo: 'codigo_reusado' });
              throw new APIError('UNAUTHORIZED', { code: C.codigoJaUsado, message: CODIGO_REUSADO });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = chaveDoEmail(corpo(ctx).email);
            const returned = ctx.context.returned as { twoFactorRedirect?: boolean; code?: string } | undefined;
            if (falhou(ctx)) {
              const erro = ctx.context.returned as APIError;
              await auditarSessao('login_falhou', ctx, {
                email: typeof corpo(ctx).email === 'string' ? (corpo(ctx).email as string) : null,
              });
              if (!email || erro.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
              const { tentativasLogin } = await lerSeguranca(db);
              const { ate, throttleComecou } = await registrarFalha(db, email, chaveDoCliente(ipDe(ctx)), tentativasLogin);
              if (throttleComecou) await avisarTentativasErradas(db, email, new Date());
              if (ate) {
                await auditarSessao('conta_bloqueada', ctx, { email });
                throw new APIError('UNAUTHORIZED', { code: C.contaBloqueada, message: await mensagemDeBloqueio(db, ate, email) });
              }
              return;
            }
            if (email) await limparFalhasDoCliente(db, email, chaveDoCliente(ipDe(ctx)));
            const user = ctx.context.newSession?.user;
            if (returned?.twoFactorRedirect) await auditarSessao('login_aguardando_codigo', ctx, { email });
            else await auditarSessao('login', ctx, { id: user?.id, email: user?.email ?? email });
          }),
        },
        {
          matcher: (ctx) => VERIFICAR.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const quem = verificando.get(ctx.context) ?? null;
            if (!quem) return;
            const metodo = ctx.path === '/two-factor/verify-totp' ? 'totp' : 'codigo_recuperacao';
            if (falhou(ctx)) {
              if (metodo === 'totp' && typeof corpo(ctx).code === 'string')
                await liberarCodigo(db, quem.id, (corpo(ctx).code as string).trim());
              if (!quem.comSessao) await auditarSessao('login_falhou', ctx, quem, { metodo });
              return;
            }
            if (!quem.comSessao) await auditarSessao('login', ctx, quem, { metodo });
            else if (!quem.doisFatoresAtivo && metodo === 'totp') await auditarSessao('dois_fatores_ativado', ctx, quem);
          }),
        },
        {
          matcher: (ctx) =>
            ctx.path === '/change-password' ||
            ctx.path === '/two-factor/disable' ||
            ctx.path === '/two-factor/generate-backup-codes',
          handler: createAuthMiddleware(async (ctx) => {
            if (falhou(ctx)) return;
            const user =
              (ctx.context.returned as { user?: { id: string; email: string } } | undefined)?.user ??
              ctx.context.session?.user ??
              ctx.context.newSession?.user;
            const acao =
              ctx.path === '/change-password'
                ? 'senha_alterada'
                : ctx.path === '/two-factor/disable'
                  ? 'dois_fatores_desativado'
                  : 'codigos_recuperacao_gerados';
            await auditarSessao(acao, ctx, { id: user?.id, email: user?.email });
          }),
        },
      ],
    },
  };
}
