import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BIMESTRES, CODIGOS_DISCIPLINA } from '../../../domain/academico/catalogo';
import { SERIES_DISCIPLINA } from '../../../domain/academico/series';
import { DISCIPLINA_MENSAGENS as MSG, disciplinaResposta } from '../../../domain/schemas/disciplina';
import type { Db } from '../../db/client';
import { disciplinas } from '../../db/schema';
import { disciplinasNoEscopo } from '../../policies/disciplinas';
import { notFound } from '../../lib/errors';
import { filtroBooleano, filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { selecionarDisciplinas } from './carregar';
import { apresentarDisciplina } from '../../presenters/disciplina';
import { idParams } from '../../lib/parametros';

const tags = ['disciplinas'];

const disciplinasQuery = pagingQuery.extend({
  disciplina: filtroEnum(CODIGOS_DISCIPLINA),
  serie_ano: filtroEnum(SERIES_DISCIPLINA),
  bimestre: filtroEnum(BIMESTRES),
  ativo: filtroBooleano(),
  empresa_id: filtroId('Empresa inválida'),
});

/** Reading the curriculum components of the actor's education body. */
export const disciplinasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/disciplinas', {
    config: { access: ['disciplinas', 'ler'] },
    schema: {
      tags,
      summary: 'Componentes curriculares da rede do usuário, dos mais recentes aos mais antigos; busca por nome ou descrição',
      querystring: disciplinasQuery,
      response: { 200: pageOf(disciplinaResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, disciplina, serie_ano, bimestre, ativo, empresa_id } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const where = and(
        disciplinasNoEscopo(scope),
        busca ? or(ilike(disciplinas.nome, likePattern(busca)), ilike(disciplinas.descricao, likePattern(busca))) : undefined,
        disciplina ? eq(disciplinas.disciplina, disciplina) : undefined,
        serie_ano ? eq(disciplinas.serie_ano, serie_ano) : undefined,
        bimestre ? eq(disciplinas.bimestre, bimestre) : undefined,
        ativo === undefined ? undefined : eq(disciplinas.ativo, ativo),
        empresa_id ? eq(disciplinas.empresa_id, empresa_id) : undefined,
      );
      const rows = await selecionarDisciplinas(db)
        .where(where)
        .orderBy(desc(disciplinas.created_at), desc(disciplinas.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(disciplinas).where(where);
      return { itens: rows.map(apresentarDisciplina), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/disciplinas/:id', {
    config: { access: ['disciplinas', 'ler'] },
    schema: {
      tags,
      summary: 'Um componente curricular da rede do usuário',
      params: idParams,
      response: { 200: disciplinaResposta },
    },
    handler: async (request) => {
      const { scope } = await carregarAlcance(db, actorOf(request));
      const [row] = await selecionarDisciplinas(db).where(and(eq(disciplinas.id, request.params.id), disciplinasNoEscopo(scope)));
      if (!row) throw notFound(MSG.naoEncontrada);
      return apresentarDisciplina(row);
    },
  });
};
