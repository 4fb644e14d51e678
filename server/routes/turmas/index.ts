import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TURMA_MENSAGENS as MSG, paginaTurmasResposta, turmaResposta } from '../../../domain/schemas/turma';
import type { Db } from '../../db/client';
import { escolas, turmas, usuarios } from '../../db/schema';
import { turmasNoEscopo } from '../../policies/turmas';
import { notFound } from '../../lib/errors';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { matriculadosSql, selecionarTurmas } from './carregar';
import { ordemTurmas, turmasQuery, whereTurmas } from './lista';
import { apresentarTurma } from '../../presenters/turma';
import { idParams } from '../../lib/parametros';

const tags = ['turmas'];

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
      const { pagina, por_pagina, ...filtros } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const where = whereTurmas(scope, filtros);
      const rows = await selecionarTurmas(db)
        .where(where)
        .orderBy(...ordemTurmas)
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
      params: idParams,
      response: { 200: turmaResposta },
    },
    handler: async (request) => {
      const { scope } = await carregarAlcance(db, actorOf(request));
      const [row] = await selecionarTurmas(db).where(and(eq(turmas.id, request.params.id), turmasNoEscopo(scope)));
      if (!row) throw notFound(MSG.naoEncontrada);
      return apresentarTurma(row);
    },
  });
};
