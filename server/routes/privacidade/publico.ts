import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVISO_MENSAGENS as MSG, avisoResposta, redesDoAvisoResposta } from '../../../domain/schemas/privacidade-aviso';
import type { Db } from '../../db/client';
import { empresas } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { carregarAvisoVigente } from '../../services/privacidade/aviso-privacidade';
import { idValido } from '../../lib/parametros';

const tags = ['público'];

/**
 * The privacy notices without a session (linked from the login and landing pages): a family reads
 * its network's before anyone signs in. The networks are public bodies, so their names are not a
 * secret; an inactive one is not offered.
 */
export const avisoPublicoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/publico/privacidade', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'As redes ativas, para escolher de qual ler o aviso de privacidade',
      response: { 200: redesDoAvisoResposta },
    },
    handler: async () => ({
      itens: await db
        .select({ id: empresas.id, nome: empresas.nome })
        .from(empresas)
        .where(eq(empresas.ativo, true))
        .orderBy(asc(empresas.nome), asc(empresas.id)),
    }),
  });

  app.get('/api/publico/privacidade/:empresaId', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'O aviso de privacidade em vigor de uma rede ativa (a última versão publicada, ou o texto padrão)',
      params: z.object({ empresaId: idValido(MSG.redeNaoEncontrada) }),
      response: { 200: avisoResposta },
    },
    handler: async (request) => {
      const [empresa] = await db
        .select({ id: empresas.id, nome: empresas.nome })
        .from(empresas)
        .where(and(eq(empresas.id, request.params.empresaId), eq(empresas.ativo, true)));
      if (!empresa) throw notFound(MSG.redeNaoEncontrada);
      return carregarAvisoVigente(db, empresa);
    },
  });
};
