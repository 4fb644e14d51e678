import { and, asc, count, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { empresas, escolas } from '../../db/schema';
import { escolasNoEscopo } from '../../policies/escolas';
import { notFound } from '../../lib/errors';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { escolaResposta } from '../../../domain/schemas/escola';
import { apresentarEscola } from '../../presenters/escola';
import { idParams } from '../../lib/parametros';

const tags = ['escolas'];

/** Reading schools, always inside the actor's scope. */
export const escolasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const selecionarEscola = () =>
    db
      .select({ ...getTableColumns(escolas), empresa_nome: empresas.nome })
      .from(escolas)
      .leftJoin(empresas, eq(empresas.id, escolas.empresa_id));

  app.get('/api/escolas', {
    config: { access: ['escolas', 'ler'] },
    schema: {
      tags,
      summary: 'Escolas do escopo do usuário: busca por nome, cidade ou estado, paginadas e ordenadas por nome',
      querystring: pagingQuery,
      response: { 200: pageOf(escolaResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const search = busca
        ? or(
            ilike(escolas.nome, likePattern(busca)),
            ilike(escolas.cidade, likePattern(busca)),
            ilike(escolas.estado, likePattern(busca)),
          )
        : undefined;
      const where = and(escolasNoEscopo(scope), search);
      const rows = await selecionarEscola()
        .where(where)
        .orderBy(asc(escolas.nome), asc(escolas.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(escolas).where(where);
      return { itens: rows.map(apresentarEscola), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/escolas/:id', {
    config: { access: ['escolas', 'ler'] },
    schema: {
      tags,
      summary: 'Uma escola do escopo do usuário',
      params: idParams,
      response: { 200: escolaResposta },
    },
    handler: async (request) => {
      const { scope } = await carregarAlcance(db, actorOf(request));
      const [row] = await selecionarEscola().where(and(eq(escolas.id, request.params.id), escolasNoEscopo(scope)));
      if (!row) throw notFound('Escola não encontrada.');
      return apresentarEscola(row);
    },
  });
};
