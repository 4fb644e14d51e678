import { and, arrayContains, asc, count, countDistinct, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ETAPAS, normalizarAnoSerie, normalizarComponente } from '../../../domain/bncc';
import { BNCC_MENSAGENS as MSG, estatisticasBnccResposta, habilidadeResposta } from '../../../domain/schemas/bncc';
import type { Db } from '../../db/client';
import { bnccHabilidades } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { habilidadesVisiveis, selecionarHabilidade } from '../../services/bncc-habilidades';
import { apresentarHabilidade } from '../../presenters/bncc';
import { idParams } from '../../lib/parametros';

const tags = ['bncc'];

/** A filter naming no known value matches nothing, rather than being ignored. */
const filtros = z.object({
  componente: z.string().trim().max(120).optional(),
  ano_serie: z.string().trim().max(120).optional(),
  etapa: z.enum(ETAPAS, { error: 'Etapa inválida' }).optional(),
  origem: z.enum(['oficial', 'propria'], { error: 'Origem inválida' }).optional(),
});
type Filtros = z.infer<typeof filtros> & { busca?: string };

function condicoes(actor: Actor, f: Filtros) {
  const componente = f.componente ? (normalizarComponente(f.componente) ?? f.componente) : undefined;
  const anoSerie = f.ano_serie ? (normalizarAnoSerie(f.ano_serie) ?? f.ano_serie) : undefined;
  return and(
    habilidadesVisiveis(actor),
    f.busca
      ? or(ilike(bnccHabilidades.codigo, likePattern(f.busca)), ilike(bnccHabilidades.descricao, likePattern(f.busca)))
      : undefined,
    componente ? eq(bnccHabilidades.componente_curricular, componente) : undefined,
    // A year finds the skills of every span that includes it (6º Ano → also '6º ao 9º Ano').
    anoSerie ? or(eq(bnccHabilidades.ano_serie, anoSerie), arrayContains(bnccHabilidades.anos, [anoSerie])) : undefined,
    f.etapa ? eq(bnccHabilidades.etapa, f.etapa) : undefined,
    f.origem === 'oficial'
      ? isNull(bnccHabilidades.empresa_id)
      : f.origem === 'propria'
        ? isNotNull(bnccHabilidades.empresa_id)
        : undefined,
  );
}

/** Reading the catalogue: the official skills and the viewer's body's own. */
export const bnccRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/bncc', {
    config: { access: ['bncc', 'ler'] },
    schema: {
      tags,
      summary:
        'Habilidades do catálogo (oficiais e da própria rede), por componente, ano/série e código; busca em código e descrição',
      querystring: pagingQuery.extend(filtros.shape),
      response: { 200: pageOf(habilidadeResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, ...f } = request.query;
      const where = condicoes(actorOf(request), f);
      const rows = await selecionarHabilidade(db)
        .where(where)
        .orderBy(
          asc(bnccHabilidades.componente_curricular),
          asc(bnccHabilidades.ano_serie),
          asc(bnccHabilidades.codigo),
          asc(bnccHabilidades.id),
        )
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(bnccHabilidades).where(where);
      return { itens: rows.map(apresentarHabilidade), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/bncc/estatisticas', {
    config: { access: ['bncc', 'ler'] },
    schema: {
      tags,
      summary:
        'Os três números da tela: habilidades, componentes curriculares distintos e anos/séries distintos, sobre o conjunto filtrado',
      querystring: filtros.extend({ busca: pagingQuery.shape.busca }),
      response: { 200: estatisticasBnccResposta },
    },
    handler: async (request) => {
      const [row] = await db
        .select({
          total: count(),
          componentes: countDistinct(bnccHabilidades.componente_curricular),
          anos_series: countDistinct(bnccHabilidades.ano_serie),
        })
        .from(bnccHabilidades)
        .where(condicoes(actorOf(request), request.query));
      return { total: row?.total ?? 0, componentes: row?.componentes ?? 0, anos_series: row?.anos_series ?? 0 };
    },
  });

  app.get('/api/bncc/:id', {
    config: { access: ['bncc', 'ler'] },
    schema: {
      tags,
      summary: 'Uma habilidade visível ao usuário',
      params: idParams,
      response: { 200: habilidadeResposta },
    },
    handler: async (request) => {
      const [row] = await selecionarHabilidade(db).where(
        and(eq(bnccHabilidades.id, request.params.id), habilidadesVisiveis(actorOf(request))),
      );
      if (!row) throw notFound(MSG.naoEncontrada);
      return apresentarHabilidade(row);
    },
  });
};
