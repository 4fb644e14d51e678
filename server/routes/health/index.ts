import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['sistema'],
      summary: 'Estado do servidor e do banco de dados',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        503: z.object({ status: z.literal('erro'), database: z.enum(['pglite', 'postgres']) }),
      },
    },
    handler: async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'erro' as const, database: database.kind });
      }
    },
  });
};
