import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AcaoDe, Modulo } from '../../domain/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessoes } from '../db/schema';
import { type Actor, loadActorBySession } from '../lib/actor';
import { forbidden, unauthenticated } from '../lib/errors';
import type { LeitorDeSessao } from '../services/seguranca/cookie-sessao';

/**
 * What a route needs, declared on every /api route (the app refuses to start otherwise):
 * - 'public': nobody needs to be signed in;
 * - 'identity': a session, even without a role (the user's own identity, /api/me);
 * - 'own': a session and a role — the user's own data (notifications, navigation);
 * - [modulo, acao]: a stored grant of the actor's role;
 * - { permissao, somenteAdministrador }: the grant, and the actor must also be an administrador
 *   (the string is the 403 message). Backups, roles and security settings are the
 *   administrador's whatever grants a custom role carries: an empresa holds
 *   configuracoes.gerenciar for its own settings, and a role given permissoes.* still may not
 *   hand out roles.
 */
export type Access = 'public' | 'identity' | 'own' | ModuloAcao | SomenteAdministrador;
/** Only pairs of the catalogue: a route guarded by a permission that does not exist does not compile. */
type ModuloAcao = { [M in Modulo]: readonly [M, AcaoDe<M>] }[Modulo];
interface SomenteAdministrador {
  permissao: ModuloAcao;
  somenteAdministrador: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The actor of a route that declared anything but 'public'. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

export const accessPlugin = fp(async (app: FastifyInstance, opts: { lerSessao: LeitorDeSessao; db: Db }) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/docs' || route.url.startsWith('/api/docs/')) return;
    if (!route.config?.access) {
      throw new Error(`A rota ${String(route.method)} ${route.url} não declara o acesso que exige (config.access).`);
    }
  });

  // Before body validation: a caller without a session or grant learns nothing about the input rules.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public') return;
    if (!access) {
      // Only the generated API documentation may go without a declaration; anything else is refused.
      const url = request.routeOptions.url ?? '';
      if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) return;
      throw forbidden();
    }

    const token = opts.lerSessao(request.headers.cookie);
    const session = token ? await loadActorBySession(opts.db, token) : null;
    if (!session) throw unauthenticated();
    if (!session.actor) {
      // Deactivated or removed while signed in: the session ends now.
      await opts.db.delete(sessoes).where(eq(sessoes.userId, session.userId));
      throw unauthenticated();
    }
    const actor = session.actor;
    request.actor = actor;

    if (access === 'identity') return;
    if (!actor.papel) throw forbidden('Seu usuário não possui um perfil de acesso.');
    if (access === 'own') return;
    const [modulo, acao] = 'permissao' in access ? access.permissao : access;
    if (!actor.permissoes.has(`${modulo}.${acao}`)) throw forbidden();
    if ('somenteAdministrador' in access && actor.tipo_usuario !== 'administrador') throw forbidden(access.somenteAdministrador);
  });
});

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
