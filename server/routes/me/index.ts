import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type Escopo, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { sessaoResposta } from '../../../domain/schemas/sessao';
import { apresentarSessao } from '../../presenters/sessao';

export const meRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/me', {
    // Identity only: a user without a role still learns who they are, and nothing else.
    config: { access: 'identity' },
    schema: { tags: ['sessão'], summary: 'O usuário da sessão, suas permissões e seu escopo', response: { 200: sessaoResposta } },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      reply.header('cache-control', 'no-store');
      // Without a role the user reaches no data, so the scope is empty too.
      const scope: Escopo = actor.papel ? (await carregarAlcance(db, actor)).scope : { tipo: 'nenhum' };
      return apresentarSessao(actor, scope);
    },
  });
};
