import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Auth, createAuth } from './auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { originCheckPlugin } from './plugins/origin-check';
import { authBridgeRoutes } from './routes/auth/bridge';
import { empresasRoutes } from './routes/empresas';
import { escolasRoutes } from './routes/escolas';
import { escolasWriteRoutes } from './routes/escolas/write';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { navegacaoRoutes } from './routes/navegacao';
import { notificacoesRoutes } from './routes/notificacoes';
import { papeisRoutes } from './routes/papeis';
import { papeisGrantsRoutes } from './routes/papeis/grants';
import { publicoRoutes } from './routes/publico';
import { usuariosRoutes } from './routes/usuarios';
import { usuariosWriteRoutes } from './routes/usuarios/write';

export const DIST_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
}

/** Builds the Fastify instance; main.ts and the tests build the very same one. */
/** `beforeRoutes` lets tests observe the instance (e.g. an onRoute hook) before any route exists. */
export async function buildApp(config: Config, database: Database, secret: string, beforeRoutes?: (app: FastifyInstance) => void): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.NODE_ENV === 'test' ? false : { level: config.LOG_LEVEL },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
  });
  beforeRoutes?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const auth = createAuth(db, config, secret);

  await app.register(errorsPlugin);
  await app.register(originCheckPlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(accessPlugin, { auth, db });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gestão Escolar — API', version: '1', description: 'API do sistema de gestão escolar. Autenticação por cookie de sessão (POST /api/auth/sign-in/email).' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // Personal data must not linger in shared caches or the browser's disk cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(authBridgeRoutes, { auth, baseUrl: config.baseUrl, db });
  await app.register(healthRoutes, { database });
  await app.register(meRoutes, { db });
  await app.register(notificacoesRoutes, { db });
  await app.register(navegacaoRoutes, { db });
  await app.register(publicoRoutes, { db });
  await app.register(escolasRoutes, { db });
  await app.register(empresasRoutes, { db });
  await app.register(escolasWriteRoutes, { db });
  await app.register(papeisRoutes, { db });
  await app.register(papeisGrantsRoutes, { db });
  await app.register(usuariosRoutes, { db });
  await app.register(usuariosWriteRoutes, { db });

  await registerSpa(app);
  return { app, auth };
}

/** Serves the built SPA; any non-API path gets index.html so client routes work on reload. */
async function registerSpa(app: FastifyInstance) {
  const hasDist = fs.existsSync(path.join(DIST_DIR, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, { root: DIST_DIR, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old /assets/*.js after a rebuild) is a 404, never the HTML page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api/') || !hasDist || request.method !== 'GET' || isFile) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
