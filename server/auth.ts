import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { contas, sessoes, usuarios, verificacoes } from './db/schema';

/** Header our Fastify bridge sets from the socket (or the trusted proxy): never the client's. */
export const CLIENT_IP_HEADER = 'x-gestao-client-ip';

export const SESSION_HOURS_DEFAULT = 8;

export function createAuth(db: Db, config: Config, secret: string) {
  return betterAuth({
    appName: 'Gestão Escolar',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { usuarios, sessoes, contas, verificacoes },
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
      expiresIn: SESSION_HOURS_DEFAULT * 3600,
      // Sessions are read from the database on every request, so a revoked one ends at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'contas' },
    verification: { modelName: 'verificacoes' },
    // Accounts are created by administrators, never by self sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, autoSignIn: false, minPasswordLength: 6 },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: config.AUTH_RATE_LIMIT_MAX },
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
          // An inactive or suspended user must not get a session, whatever the password.
          before: async (session) => {
            const [user] = await db
              .select({ status: usuarios.status })
              .from(usuarios)
              .where(eq(usuarios.id, session.userId));
            if (!user || user.status !== 'ativo') {
              throw new APIError('FORBIDDEN', {
                code: 'USER_INACTIVE',
                message: 'Usuário inativo ou suspenso. Procure o administrador.',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
