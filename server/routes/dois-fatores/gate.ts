import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { DOIS_FATORES_OBRIGATORIO, faltaDoisFatores } from '../../services/seguranca/dois-fatores';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/**
 * 'Exigir verificação em duas etapas para administradores e empresas': until such a user has
 * enrolled, every route refuses them (403 TWO_FACTOR_REQUIRED) except who-am-I ('identity':
 * /api/me, the two-factor status) and /api/auth/* (enrolment and sign-out). Runs after the
 * access check, which identified the actor.
 */
export const doisFatoresGatePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.actor || !access || access === 'public' || access === 'identity') return;
    if (await faltaDoisFatores(opts.db, request.actor))
      throw new AppError(403, C.segundaEtapaObrigatoria, DOIS_FATORES_OBRIGATORIO);
  });
});
