import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { acessosRoutes } from './acessos';
import { avisoRoutes } from './aviso';
import { avisoPublicoRoutes } from './publico';
import { solicitacoesRoutes } from './solicitacoes';
import { atividadesRoutes } from './atividades';
import { incidentesRoutes } from './incidentes';
import { configuracaoPrivacidadeRoutes } from './configuracao';

/**
 * Privacidade (LGPD): the access log, the network's privacy settings, its privacy notice, the
 * data-subject requests, the record of processing and the incident register.
 */
export const privacidadeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(acessosRoutes, { db });
  await app.register(configuracaoPrivacidadeRoutes, { db });
  await app.register(avisoRoutes, { db });
  await app.register(avisoPublicoRoutes, { db });
  await app.register(solicitacoesRoutes, { db });
  await app.register(atividadesRoutes, { db });
  await app.register(incidentesRoutes, { db });
};
