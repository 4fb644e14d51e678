import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OBJETO_MENSAGENS as MSG,
  objetoResposta,
  opcoesObjetosResposta,
  resumoObjetosResposta,
  STATUS_OBJETO,
} from '../../../domain/schemas/objeto-conhecimento';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, objetosConhecimento, turmas } from '../../db/schema';
import { turmasNoEscopo } from '../../policies/turmas';
import { badRequest, notFound } from '../../lib/errors';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { atribuicoesDoAtor, objetosNoEscopo, turmasOferecidas } from '../../policies/objetos-conhecimento';
import { carregarObjetos, selecionarObjetos } from './carregar';
import { idParams, idValido } from '../../lib/parametros';

const tags = ['objetos de conhecimento'];
const uuid = idValido();

const filtros = z.object({
  escola_id: uuid.optional(),
  turma_id: uuid.optional(),
  disciplina_id: uuid.optional(),
  bimestre: z.coerce.number().int().min(1, 'Bimestre deve ser de 1 a 4').max(4, 'Bimestre deve ser de 1 a 4').optional(),
  status: z.enum(STATUS_OBJETO, { error: 'Status inválido' }).optional(),
  busca: pagingQuery.shape.busca,
});
type Filtros = z.infer<typeof filtros>;

/** Reading knowledge objects, inside the actor's scope. */
export const objetosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const condicoes = async (request: Parameters<typeof actorOf>[0], f: Filtros) => {
    const a = await carregarAlcance(db, actorOf(request));
    return and(
      objetosNoEscopo(a),
      f.escola_id ? eq(objetosConhecimento.escola_id, f.escola_id) : undefined,
      f.turma_id ? eq(objetosConhecimento.turma_id, f.turma_id) : undefined,
      f.disciplina_id ? eq(objetosConhecimento.disciplina_id, f.disciplina_id) : undefined,
      f.bimestre ? eq(objetosConhecimento.bimestre, f.bimestre) : undefined,
      f.status ? eq(objetosConhecimento.status, f.status) : undefined,
      f.busca
        ? or(
            ilike(objetosConhecimento.codigo, likePattern(f.busca)),
            ilike(objetosConhecimento.titulo, likePattern(f.busca)),
            ilike(objetosConhecimento.descricao, likePattern(f.busca)),
          )
        : undefined,
    );
  };

  app.get('/api/objetos-conhecimento', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary:
        'Objetos de conhecimento do escopo: por escola, turma, disciplina, bimestre e status; busca em código, título e descrição',
      querystring: pagingQuery.extend(filtros.shape),
      response: { 200: pageOf(objetoResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, ...f } = request.query;
      const where = await condicoes(request, f);
      const rows = await selecionarObjetos(db)
        .where(where)
        .orderBy(
          asc(turmas.nome),
          asc(disciplinas.nome),
          asc(objetosConhecimento.bimestre),
          asc(objetosConhecimento.codigo),
          asc(objetosConhecimento.id),
        )
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(objetosConhecimento).where(where);
      return { itens: await carregarObjetos(db, rows), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/objetos-conhecimento/resumo', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary: 'Os quatro cartões: total, pendentes, em andamento e concluídos, sobre o conjunto filtrado',
      querystring: filtros,
      response: { 200: resumoObjetosResposta },
    },
    handler: async (request) => {
      const porStatus = (s: string) => sql<number>`count(*) filter (where ${objetosConhecimento.status} = ${s})`.mapWith(Number);
      const [row] = await db
        .select({
          total: count(),
          pendentes: porStatus('pendente'),
          em_andamento: porStatus('em_andamento'),
          concluidos: porStatus('concluido'),
        })
        .from(objetosConhecimento)
        .where(await condicoes(request, request.query));
      return {
        total: row?.total ?? 0,
        pendentes: row?.pendentes ?? 0,
        em_andamento: row?.em_andamento ?? 0,
        concluidos: row?.concluidos ?? 0,
      };
    },
  });

  app.get('/api/objetos-conhecimento/opcoes', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary:
        'As turmas de uma escola (ou uma turma) com as disciplinas em que o usuário trabalha: as atribuídas à turma; para o professor, as que leciona',
      querystring: z.object({ escola_id: uuid.optional(), turma_id: uuid.optional() }),
      response: { 200: opcoesObjetosResposta },
    },
    handler: async (request) => {
      const { escola_id, turma_id } = request.query;
      if (!escola_id && !turma_id)
        throw badRequest('Informe a escola ou a turma.', { escola_id: 'Informe a escola ou a turma.' });
      const a = await carregarAlcance(db, actorOf(request));
      const { scope } = a;
      if (escola_id) await escolaNoAlcance(db, a, escola_id);
      const lista = await db
        .select({ id: turmas.id, nome: turmas.nome, serie: turmas.serie })
        .from(turmas)
        .where(
          and(
            turmasNoEscopo(scope),
            escola_id ? eq(turmas.escola_id, escola_id) : undefined,
            turma_id ? eq(turmas.id, turma_id) : undefined,
          ),
        )
        .orderBy(asc(turmas.nome));
      if (turma_id && !lista.length) throw notFound(MSG.turmaNaoEncontrada + '.');
      const ensinadas = lista.length
        ? await db
            .selectDistinct({
              turma_id: atribuicoes.turma_id,
              id: disciplinas.id,
              nome: disciplinas.nome,
              disciplina: disciplinas.disciplina,
            })
            .from(atribuicoes)
            .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
            .where(
              and(
                inArray(
                  atribuicoes.turma_id,
                  lista.map((t) => t.id),
                ),
                atribuicoesDoAtor(a),
              ),
            )
            .orderBy(asc(disciplinas.nome))
        : [];
      const turmasComDisciplinas = lista.map((t) => ({
        ...t,
        disciplinas: ensinadas.filter((d) => d.turma_id === t.id).map(({ turma_id: _t, ...d }) => d),
      }));
      return { turmas: turmasOferecidas(scope, turmasComDisciplinas) };
    },
  });

  app.get('/api/objetos-conhecimento/:id', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary: 'Um objeto de conhecimento do escopo',
      params: idParams,
      response: { 200: objetoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const rows = await selecionarObjetos(db).where(and(eq(objetosConhecimento.id, request.params.id), objetosNoEscopo(a)));
      if (!rows.length) throw notFound(MSG.naoEncontrado);
      return (await carregarObjetos(db, rows))[0]!;
    },
  });
};
