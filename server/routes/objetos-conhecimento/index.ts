import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OBJETO_MENSAGENS as MSG, STATUS_OBJETO } from '../../../domain/schemas/objeto-conhecimento';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, escolas, objetosConhecimento, turmas } from '../../db/schema';
import { escolasInScope, turmasInScope } from '../../db/scoped';
import { badRequest, notFound } from '../../lib/errors';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { loadScope } from '../../lib/scope';
import { actorOf } from '../../plugins/access';
import { objetosNoEscopo } from './escopo';
import { objetoSchema, presentObjetos, selectObjeto } from './presenter';

const tags = ['objetos de conhecimento'];
const uuid = z.string().uuid('Identificador inválido');

const filtros = z.object({
  escola_id: uuid.optional(),
  turma_id: uuid.optional(),
  disciplina_id: uuid.optional(),
  bimestre: z.coerce.number().int().min(1, 'Bimestre deve ser de 1 a 4').max(4, 'Bimestre deve ser de 1 a 4').optional(),
  status: z.enum(STATUS_OBJETO, { error: 'Status inválido' }).optional(),
  busca: pagingQuery.shape.busca,
});
type Filtros = z.infer<typeof filtros>;

const opcoesSchema = z.object({
  turmas: z.array(
    z.object({
      id: z.string().uuid(),
      nome: z.string(),
      serie: z.string(),
      disciplinas: z.array(z.object({ id: z.string().uuid(), nome: z.string(), disciplina: z.string() })),
    }),
  ),
});

/** Reading knowledge objects (spec 2 "Knowledge objects page"), inside the actor's scope. */
export const objetosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const condicoes = async (request: Parameters<typeof actorOf>[0], f: Filtros) => {
    const actor = actorOf(request);
    const scope = await loadScope(db, actor);
    return and(
      objetosNoEscopo(actor, scope),
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
      response: { 200: pageOf(objetoSchema) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, ...f } = request.query;
      const where = await condicoes(request, f);
      const rows = await selectObjeto(db)
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
      return { itens: await presentObjetos(db, rows), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/objetos-conhecimento/resumo', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary: 'Os quatro cartões: total, pendentes, em andamento e concluídos, sobre o conjunto filtrado',
      querystring: filtros,
      response: {
        200: z.object({
          total: z.number().int(),
          pendentes: z.number().int(),
          em_andamento: z.number().int(),
          concluidos: z.number().int(),
        }),
      },
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
      response: { 200: opcoesSchema },
    },
    handler: async (request) => {
      const { escola_id, turma_id } = request.query;
      if (!escola_id && !turma_id)
        throw badRequest('Informe a escola ou a turma.', { escola_id: 'Informe a escola ou a turma.' });
      const actor = actorOf(request);
      const scope = await loadScope(db, actor);
      if (escola_id) {
        const [escola] = await db
          .select({ id: escolas.id })
          .from(escolas)
          .where(and(eq(escolas.id, escola_id), escolasInScope(scope)));
        if (!escola) throw notFound('Escola não encontrada.');
      }
      const lista = await db
        .select({ id: turmas.id, nome: turmas.nome, serie: turmas.serie })
        .from(turmas)
        .where(
          and(
            turmasInScope(scope),
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
                scope.tipo === 'turmas' ? eq(atribuicoes.professor_id, actor.id) : undefined,
              ),
            )
            .orderBy(asc(disciplinas.nome))
        : [];
      const turmasComDisciplinas = lista.map((t) => ({
        ...t,
        disciplinas: ensinadas.filter((d) => d.turma_id === t.id).map(({ turma_id: _t, ...d }) => d),
      }));
      // A professor works only where it teaches; a class it is merely responsible for offers nothing.
      return {
        turmas: scope.tipo === 'turmas' ? turmasComDisciplinas.filter((t) => t.disciplinas.length) : turmasComDisciplinas,
      };
    },
  });

  app.get('/api/objetos-conhecimento/:id', {
    config: { access: ['objetos', 'ler'] },
    schema: {
      tags,
      summary: 'Um objeto de conhecimento do escopo',
      params: z.object({ id: uuid }),
      response: { 200: objetoSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const scope = await loadScope(db, actor);
      const rows = await selectObjeto(db).where(
        and(eq(objetosConhecimento.id, request.params.id), objetosNoEscopo(actor, scope)),
      );
      if (!rows.length) throw notFound(MSG.naoEncontrado);
      return (await presentObjetos(db, rows))[0]!;
    },
  });
};
