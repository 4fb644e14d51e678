import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TURNOS } from '../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../domain/academico/series';
import { TURMA_MENSAGENS as MSG, paginaTurmasResposta, turmaResposta } from '../../../domain/schemas/turma';
import type { Db } from '../../db/client';
import { escolas, turmas, usuarios } from '../../db/schema';
import { turmasNoEscopo } from '../../policies/turmas';
import { notFound } from '../../lib/errors';
import { filtroBooleano, filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import { carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { matriculadosSql, selecionarTurmas } from './load';
import { apresentarTurma } from '../../presenters/turma';

const tags = ['turmas'];

const turmasQuery = pagingQuery.extend({
  escola_id: filtroId('Escola inválida'),
  serie: filtroEnum(SERIES_TURMA),
  turno: filtroEnum(TURNOS),
  ativo: filtroBooleano(),
  ano_letivo: z.coerce
    .number({ error: 'Ano letivo inválido' })
    .int('Ano letivo inválido')
    .min(2000, 'Ano letivo inválido')
    .max(2100, 'Ano letivo inválido')
    .optional(),
});

/** Reading classes inside the actor's scope, across its schools. */
export const turmasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/turmas', {
    config: { access: ['turmas', 'ler'] },
    schema: {
      tags,
      summary:
        'Turmas do escopo do usuário: busca por nome, série, escola ou professor; filtros por escola, série, turno, status e ano letivo; com os totais dos cartões',
      querystring: turmasQuery,
      response: { 200: paginaTurmasResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, escola_id, serie, turno, ativo, ano_letivo } = request.query;
      const scope = await carregarEscopo(db, actorOf(request));
      const termo = busca ? likePattern(busca) : null;
      const where = and(
        turmasNoEscopo(scope),
        termo
          ? or(ilike(turmas.nome, termo), ilike(turmas.serie, termo), ilike(escolas.nome, termo), ilike(usuarios.nome, termo))
          : undefined,
        escola_id ? eq(turmas.escola_id, escola_id) : undefined,
        serie ? eq(turmas.serie, serie) : undefined,
        turno ? eq(turmas.turno, turno) : undefined,
        ativo === undefined ? undefined : eq(turmas.ativo, ativo),
        ano_letivo ? eq(turmas.ano_letivo, ano_letivo) : undefined,
      );
      const rows = await selecionarTurmas(db)
        .where(where)
        .orderBy(asc(escolas.nome), sql`${turmas.ano_letivo} desc`, asc(turmas.nome), asc(turmas.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [resumo] = await db
        .select({
          total: sql<number>`count(*)::int`,
          ativas: sql<number>`(count(*) filter (where ${turmas.ativo}))::int`,
          matriculados: sql<number>`coalesce(sum(${matriculadosSql}), 0)::int`,
          escolas: sql<number>`count(distinct ${turmas.escola_id})::int`,
          // Free seats of the active classes.
          vagas: sql<number>`coalesce(sum(greatest(${turmas.capacidade} - ${matriculadosSql}, 0)) filter (where ${turmas.ativo}), 0)::int`,
        })
        .from(turmas)
        .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
        .leftJoin(usuarios, eq(usuarios.id, turmas.professor_responsavel_id))
        .where(where);
      const r = resumo ?? { total: 0, ativas: 0, matriculados: 0, escolas: 0, vagas: 0 };
      return { itens: rows.map(apresentarTurma), total: r.total, pagina, por_pagina, resumo: r };
    },
  });

  app.get('/api/turmas/:id', {
    config: { access: ['turmas', 'ler'] },
    schema: {
      tags,
      summary: 'Uma turma do escopo do usuário',
      params: z.object({ id: z.string().uuid('Identificador inválido') }),
      response: { 200: turmaResposta },
    },
    handler: async (request) => {
      const scope = await carregarEscopo(db, actorOf(request));
      const [row] = await selecionarTurmas(db).where(and(eq(turmas.id, request.params.id), turmasNoEscopo(scope)));
      if (!row) throw notFound(MSG.naoEncontrada);
      return apresentarTurma(row);
    },
  });
};
