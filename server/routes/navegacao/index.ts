import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { escolas, turmas } from '../../db/schema';
import { escolasNoEscopo } from '../../policies/escolas';
import { turmasNoEscopo } from '../../policies/turmas';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { escolaIdParams } from '../../lib/parametros';

const item = z.object({ id: z.string().uuid(), nome: z.string() });
const lista = z.object({ itens: z.array(item) });
const tags = ['navegação'];

/** The sidebar's school tree: the schools in the actor's scope and, on demand, their classes. */
export const navegacaoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/navegacao/escolas', {
    config: { access: 'own' },
    schema: { tags, summary: 'Escolas do escopo do usuário, para o menu lateral', response: { 200: lista } },
    handler: async (request) => {
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const itens = await db
        .select({ id: escolas.id, nome: escolas.nome })
        .from(escolas)
        .where(and(escolasNoEscopo(scope), eq(escolas.ativo, true)))
        .orderBy(asc(escolas.nome));
      return { itens };
    },
  });

  app.get('/api/navegacao/escolas/:escolaId/turmas', {
    config: { access: 'own' },
    schema: {
      tags,
      summary: 'Turmas de uma escola no escopo do usuário, para o menu lateral',
      params: escolaIdParams,
      response: { 200: lista },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const escola = await escolaNoAlcance(db, a, request.params.escolaId);
      const itens = await db
        .select({ id: turmas.id, nome: turmas.nome })
        .from(turmas)
        .where(and(eq(turmas.escola_id, escola.id), eq(turmas.ativo, true), turmasNoEscopo(a.scope)))
        .orderBy(asc(turmas.nome));
      return { itens };
    },
  });
};
