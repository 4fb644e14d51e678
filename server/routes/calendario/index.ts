import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Placeholder: the routes of this resource are being built (issue 12). */
export const calendarioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async () => {};
