import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { configuracoes } from '../../db/schema';
import { GERAL_PADRAO, type ConfiguracaoGeral } from '../../../domain/settings';

/** What the public landing page may know about the institution: its name and contact. */
export const publicoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/publico/instituicao', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary: 'Nome e e-mail de contato da instituição',
      response: { 200: z.object({ nome: z.string(), email: z.string() }) },
    },
    handler: async () => {
      const [row] = await db.select().from(configuracoes).where(eq(configuracoes.chave, 'geral'));
      const geral = { ...GERAL_PADRAO, ...((row?.valor as Partial<ConfiguracaoGeral> | undefined) ?? {}) };
      return { nome: geral.nomeInstituicao, email: geral.email };
    },
  });
};
