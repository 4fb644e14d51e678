import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVALIACAO_MENSAGENS as MSG,
  listaAvaliacoesQuery,
  listaAvaliacoesResposta,
  resultadosResposta,
  avaliacaoResposta,
} from '../../../domain/schemas/avaliacao';
import type { Db } from '../../db/client';
import { avaliacoes, disciplinas } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { carregarAlcance } from '../../policies/alcance';
import { avaliacoesNoEscopo } from '../../policies/avaliacoes';
import { apresentarLinhas, carregarAvaliacao, resultadosDaAvaliacao, selecionarAvaliacoes } from './carregar';
import { avaliacoesWriteRoutes } from './write';
import { idParams } from '../../lib/parametros';

const tags = ['sub-avaliações'];

/** Sub-avaliações (assessments) of a class × subject × bimestre: the list with its cards, one row, its scores. */
export const avaliacoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/avaliacoes', {
    config: { access: ['avaliacoes', 'ler'] },
    schema: {
      tags,
      summary:
        'Sub-avaliações de uma turma (ou de uma escola) no alcance do usuário, filtradas por disciplina, bimestre, tipo, status e busca (título, descrição, disciplina), paginadas, com os 4 cartões',
      querystring: listaAvaliacoesQuery,
      response: { 200: listaAvaliacoesResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, turma_id, escola_id, disciplina_id, bimestre, tipo, status } = request.query;
      if (!turma_id && !escola_id) throw badRequest(MSG.turma, { turma_id: MSG.turma });
      const a = await carregarAlcance(db, actorOf(request));
      const termo = busca ? likePattern(busca) : null;
      const semStatus = and(
        avaliacoesNoEscopo(a),
        turma_id ? eq(avaliacoes.turma_id, turma_id) : undefined,
        escola_id ? eq(avaliacoes.escola_id, escola_id) : undefined,
        disciplina_id ? eq(avaliacoes.disciplina_id, disciplina_id) : undefined,
        bimestre ? eq(avaliacoes.bimestre, bimestre) : undefined,
        tipo ? eq(avaliacoes.tipo, tipo) : undefined,
        termo
          ? or(ilike(avaliacoes.titulo, termo), ilike(avaliacoes.descricao, termo), ilike(disciplinas.nome, termo))
          : undefined,
      );
      const where = and(semStatus, status ? eq(avaliacoes.status, status) : undefined);
      const linhas = await selecionarAvaliacoes(db, a)
        .where(where)
        .orderBy(asc(avaliacoes.bimestre), desc(avaliacoes.data_aplicacao), asc(avaliacoes.titulo), asc(avaliacoes.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const conta = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})::int`;
      const [resumo] = await db
        .select({
          total: sql<number>`count(*)::int`,
          finalizadas: conta(sql`${avaliacoes.status} = 'finalizada'`),
          em_andamento: conta(sql`${avaliacoes.status} in ('aplicada', 'corrigida')`),
          agendadas: conta(sql`${avaliacoes.status} = 'agendada'`),
        })
        .from(avaliacoes)
        .innerJoin(disciplinas, eq(disciplinas.id, avaliacoes.disciplina_id))
        .where(where);
      return {
        itens: await apresentarLinhas(db, a, linhas),
        total: resumo?.total ?? 0,
        pagina,
        por_pagina,
        resumo: resumo ?? { total: 0, finalizadas: 0, em_andamento: 0, agendadas: 0 },
      };
    },
  });

  app.get('/api/avaliacoes/:id', {
    config: { access: ['avaliacoes', 'ler'] },
    schema: {
      tags,
      summary: 'Uma sub-avaliação do alcance do usuário',
      params: idParams,
      response: { 200: avaliacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const row = await carregarAvaliacao(db, a, request.params.id);
      return (await apresentarLinhas(db, a, [row]))[0]!;
    },
  });

  app.get('/api/avaliacoes/:id/resultados', {
    config: {
      access: ['avaliacoes', 'ler'],
      dadosPessoais: dadosPessoais('resultados_avaliacao', (r: { itens: { aluno_id: string | null }[] }) =>
        r.itens.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary: 'Os alunos matriculados na turma com a nota, ausente ou dispensado de cada um nesta sub-avaliação',
      params: idParams,
      response: { 200: resultadosResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const row = await carregarAvaliacao(db, a, request.params.id);
      return resultadosDaAvaliacao(db, row.turma_id, (await apresentarLinhas(db, a, [row]))[0]!);
    },
  });

  await app.register(avaliacoesWriteRoutes, { db });
};
