import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { relatorioResposta, resumoRelatoriosResposta } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { relatorios } from '../../db/schema';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { apresentarRelatorio } from '../../presenters/relatorio';
import type { Armazenamento } from '../../services/storage';
import { relatoriosArquivoRoutes } from './arquivo';
import { carregarRelatorioDoUsuario, relatorioIdParams } from './carregar';
import { relatoriosConfiguracaoRoutes } from './configuracao';
import { relatoriosEscritaRoutes } from './write';

const tags = ['relatorios'];

/** Relatórios em segundo plano: pedir, acompanhar, baixar. */
export const relatoriosRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  await app.register(relatoriosEscritaRoutes, { db, armazenamento });
  await app.register(relatoriosArquivoRoutes, { db, armazenamento });
  await app.register(relatoriosConfiguracaoRoutes, { db });

  app.get('/api/relatorios', {
    config: { access: ['relatorios', 'ler'] },
    schema: {
      tags,
      summary: 'Os relatórios pedidos pelo usuário, dos mais recentes aos mais antigos; busca pelo título',
      querystring: pagingQuery,
      response: { 200: pageOf(relatorioResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca } = request.query;
      const where = and(
        eq(relatorios.solicitante_id, actorOf(request).id),
        busca ? ilike(relatorios.titulo, likePattern(busca)) : undefined,
      );
      const [linhas, [total]] = await Promise.all([
        db
          .select()
          .from(relatorios)
          .where(where)
          .orderBy(desc(relatorios.created_at), desc(relatorios.id))
          .limit(por_pagina)
          .offset((pagina - 1) * por_pagina),
        db.select({ n: count() }).from(relatorios).where(where),
      ]);
      const agora = new Date();
      return { itens: linhas.map((l) => apresentarRelatorio(l, agora)), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/relatorios/resumo', {
    config: { access: ['relatorios', 'ler'] },
    schema: {
      tags,
      summary: 'Cartões da página: relatórios do usuário por status e os dos últimos 30 dias',
      response: { 200: resumoRelatoriosResposta },
    },
    handler: async (request) => {
      const [r] = await db
        .select({
          total: count(),
          concluidos: sql<number>`count(*) filter (where ${relatorios.status} = 'concluido')::int`,
          em_andamento: sql<number>`count(*) filter (where ${relatorios.status} in ('pendente', 'processando'))::int`,
          com_erro: sql<number>`count(*) filter (where ${relatorios.status} = 'erro')::int`,
          ultimos_30_dias: sql<number>`count(*) filter (where ${relatorios.created_at} > now() - interval '30 days')::int`,
        })
        .from(relatorios)
        .where(eq(relatorios.solicitante_id, actorOf(request).id));
      return {
        total: Number(r?.total ?? 0),
        concluidos: Number(r?.concluidos ?? 0),
        em_andamento: Number(r?.em_andamento ?? 0),
        com_erro: Number(r?.com_erro ?? 0),
        ultimos_30_dias: Number(r?.ultimos_30_dias ?? 0),
      };
    },
  });

  app.get('/api/relatorios/:id', {
    config: { access: ['relatorios', 'ler'] },
    schema: {
      tags,
      summary: 'Um relatório pedido pelo usuário, com status e progresso',
      params: relatorioIdParams,
      response: { 200: relatorioResposta },
    },
    handler: async (request) => apresentarRelatorio(await carregarRelatorioDoUsuario(db, actorOf(request).id, request.params.id)),
  });
};
