import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for our own API: a state-changing request that a browser
 * sends from another site carries that site's Origin (or Sec-Fetch-Site: cross-site) and is
 * refused, sign-in included (login CSRF).
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { trustedOrigins: string[] }) => {
  const trusted = new Set(opts.trustedOrigins);
  // Callback style: nothing is awaited, and this runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    const cruzada = origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    done(cruzada ? forbidden('Origem da requisição não permitida.') : undefined);
  });
});
