import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/access';
import { situacaoDoisFatores } from '../../services/seguranca/dois-fatores';

const tags = ['segurança'];

/**
 * The signed-in user's two-factor status. 'identity' access: a user who must enrol can still
 * read it (the SPA shows the enrolment screen from it). Enrolling, confirming and disabling
 * are better-auth's /api/auth/two-factor/* endpoints.
 */
export const doisFatoresRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.get('/api/seguranca/dois-fatores', {
    config: { access: 'identity' },
    schema: {
      tags,
      summary: 'Situação da verificação em duas etapas do usuário da sessão',
      response: { 200: z.object({ ativo: z.boolean(), exigido: z.boolean(), codigos_restantes: z.number().int().nullable() }) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const situacao = await situacaoDoisFatores(db, actor);
      let codigos_restantes: number | null = null;
      if (situacao.ativo) {
        const visto = await auth.api.viewBackupCodes({ body: { userId: actor.id } }).catch(() => null);
        codigos_restantes = visto?.backupCodes.length ?? null;
      }
      return { ...situacao, codigos_restantes };
    },
  });
};
