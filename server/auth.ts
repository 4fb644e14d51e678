import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { contas, doisFatores, sessoes, usuarios, verificacoes } from './db/schema';
import { auditar, autoriaDe } from './services/auditoria';
import { segurancaPlugin } from './services/seguranca/auth-plugin';
import { limparFalhas } from './services/seguranca/bloqueio';
import { CLIENT_IP_HEADER } from './services/seguranca/client-ip';
import { lerSeguranca } from './services/seguranca/configuracao';
import { enviarLinkDeRedefinicao } from './services/seguranca/redefinicao';
import { CODIGOS_DE_ERRO as C } from '../domain/erros';

export { CLIENT_IP_HEADER };

/**
 * The longest session expiry on offer (Configurações → Segurança). better-auth gives the cookie
 * this lifetime; the bridge (routes/auth/bridge.ts) shortens it to the session's own expiry.
 */
const SESSION_HOURS_MAX = 24;
/** How long a password-reset link works. */
const RESET_LINK_SECONDS = 3600;

export function createAuth(db: Db, config: Config, secret: string) {
  return betterAuth({
    appName: 'Gestão Escolar',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { usuarios, sessoes, contas, verificacoes, doisFatores },
    }),
    user: {
      modelName: 'usuarios',
      fields: {
        name: 'nome',
        emailVerified: 'email_verificado',
        image: 'imagem',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      additionalFields: {
        tipo_usuario: { type: 'string', input: false, required: true },
        telefone: { type: 'string', input: false, required: false },
        papel_id: { type: 'string', input: false, required: false },
        empresa_id: { type: 'string', input: false, required: false },
        status: { type: 'string', input: false, required: false },
      },
    },
    session: {
      modelName: 'sessoes',
      // The real expiry is set per session from the setting (databaseHooks below) and never
      // slides: a session ends that many hours after sign-in.
      expiresIn: SESSION_HOURS_MAX * 3600,
      disableSessionRefresh: true,
      // Sessions are read from the database on every request, so a revoked one ends at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'contas' },
    verification: { modelName: 'verificacoes' },
    // Accounts are created by administrators, never by self sign-up. The complexity policy
    // (segurancaPlugin) applies on top of these bounds.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enviarLinkDeRedefinicao(db, config.baseUrl, { id: user.id, nome: user.name, email: user.email }, token);
      },
      onPasswordReset: async ({ user }, request) => {
        await limparFalhas(db, user.email.toLowerCase());
        await auditar(db, autoriaDe(user, request?.headers.get(CLIENT_IP_HEADER) ?? null), {
          acao: 'senha_redefinida',
          entidade: 'sessao',
        });
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Gestão Escolar',
        backupCodeOptions: { amount: 10, length: 10 },
        schema: {
          user: { fields: { twoFactorEnabled: 'dois_fatores_ativo' } },
          twoFactor: { modelName: 'doisFatores' },
        },
      }),
      // After twoFactor: its hooks run first, so ours see the final answer of a sign-in.
      segurancaPlugin(db),
    ],
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        '/two-factor/*': { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        '/change-password': { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        '/reset-password': { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
        '/request-password-reset': { window: 60, max: Math.min(5, config.AUTH_RATE_LIMIT_MAX) },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'gestao',
      useSecureCookies: config.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // An inactive or suspended user must not get a session, whatever the password; and
          // every new session ends after the hours set in Configurações → Segurança.
          before: async (session) => {
            const [user] = await db.select({ status: usuarios.status }).from(usuarios).where(eq(usuarios.id, session.userId));
            if (!user || user.status !== 'ativo') {
              throw new APIError('FORBIDDEN', {
                code: C.usuarioInativo,
                message: 'Usuário inativo ou suspenso. Procure o administrador.',
              });
            }
            const { sessaoHoras } = await lerSeguranca(db);
            return { data: { ...session, expiresAt: new Date(Date.now() + sessaoHoras * 3600 * 1000) } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
