import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serieDisciplinaDaTurma } from '../../../domain/academico/series';
import { ATRIBUICAO_MENSAGENS as MSG, atribuicaoInput, atribuicaoResposta } from '../../../domain/schemas/atribuicao';
import { usuarioResumoResposta } from '../../../domain/schemas/usuario';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, turmas, usuarios } from '../../db/schema';
import { atribuicoesNoEscopo, professorDaRede } from '../../policies/atribuicoes';
import { can } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { filtroId } from '../../lib/filtros';
import { gravarSemDuplicar } from '../../lib/gravacao';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { recusarCampos } from '../../lib/validacao';
import { carregarAlcance, escolaNoAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { selecionarAtribuicoes } from './carregar';
import { apresentarAtribuicao } from '../../presenters/atribuicao';
import { idParams } from '../../lib/parametros';

const tags = ['atribuições'];

/** Teaching assignments (professor × class × subject): what a professor sees and may change. */
export const atribuicoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/atribuicoes', {
    config: { access: ['turmas', 'ler'] },
    schema: {
      tags,
      summary: 'Atribuições das turmas do escopo, por turma, escola, professor ou disciplina',
      querystring: pagingQuery.extend({
        turma_id: filtroId('Turma inválida'),
        escola_id: filtroId('Escola inválida'),
        professor_id: filtroId('Professor inválido'),
        disciplina_id: filtroId('Disciplina inválida'),
      }),
      response: { 200: pageOf(atribuicaoResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, turma_id, escola_id, professor_id, disciplina_id } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const where = and(
        atribuicoesNoEscopo(scope),
        turma_id ? eq(atribuicoes.turma_id, turma_id) : undefined,
        escola_id ? eq(turmas.escola_id, escola_id) : undefined,
        professor_id ? eq(atribuicoes.professor_id, professor_id) : undefined,
        disciplina_id ? eq(atribuicoes.disciplina_id, disciplina_id) : undefined,
        busca
          ? or(
              ilike(turmas.nome, likePattern(busca)),
              ilike(disciplinas.nome, likePattern(busca)),
              ilike(usuarios.nome, likePattern(busca)),
            )
          : undefined,
      );
      const rows = await selecionarAtribuicoes(db)
        .where(where)
        .orderBy(asc(turmas.nome), asc(disciplinas.nome), asc(usuarios.nome), asc(atribuicoes.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: count() })
        .from(atribuicoes)
        .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
        .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
        .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
        .where(where);
      return { itens: rows.map(apresentarAtribuicao), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/atribuicoes/professores', {
    config: { access: ['turmas', 'ler'] },
    schema: {
      tags,
      summary: 'Professores da rede de uma escola do escopo: as escolhas de professor responsável e de atribuição',
      querystring: pagingQuery.extend({ escola_id: z.string({ error: 'Escola é obrigatória' }).uuid('Escola inválida') }),
      response: { 200: pageOf(usuarioResumoResposta) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      // Only for those who assign professors to classes.
      if (!can(actor, 'turmas', 'criar') && !can(actor, 'turmas', 'atualizar')) throw forbidden();
      const { escola_id, busca, pagina, por_pagina } = request.query;
      const escola = await escolaNoAlcance(db, await carregarAlcance(db, actor), escola_id);
      const where = and(
        eq(usuarios.tipo_usuario, 'professor'),
        eq(usuarios.empresa_id, escola.empresa_id),
        eq(usuarios.status, 'ativo'),
        busca ? or(ilike(usuarios.nome, likePattern(busca)), ilike(usuarios.email, likePattern(busca))) : undefined,
      );
      const itens = await db
        .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email })
        .from(usuarios)
        .where(where)
        .orderBy(asc(usuarios.nome), asc(usuarios.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(usuarios).where(where);
      return { itens, total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.post('/api/atribuicoes', {
    config: { access: ['turmas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Atribui a um professor da rede uma disciplina ativa da série de uma turma do escopo',
      body: atribuicaoInput,
      response: { 201: atribuicaoResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { turma_id, disciplina_id, professor_id } = request.body;
      const turma = await turmaNoAlcance(db, await carregarAlcance(db, actor), turma_id, 'ler', {
        recusa: () => notFound(MSG.turmaNaoEncontrada, { turma_id: MSG.turmaNaoEncontrada }),
      });
      const [disciplina] = await db
        .select()
        .from(disciplinas)
        .where(and(eq(disciplinas.id, disciplina_id), eq(disciplinas.empresa_id, turma.empresa_id)));
      const fields: Record<string, string> = {};
      if (!disciplina) fields.disciplina_id = MSG.disciplinaNaoEncontrada;
      else if (!disciplina.ativo) fields.disciplina_id = MSG.disciplinaInativa;
      else if (disciplina.serie_ano !== serieDisciplinaDaTurma(turma.serie as Parameters<typeof serieDisciplinaDaTurma>[0]))
        fields.disciplina_id = MSG.outraSerie;
      if (!(await professorDaRede(db, professor_id, turma.empresa_id))) fields.professor_id = MSG.professorNaoEncontrado;
      recusarCampos(fields);

      const [created] = await gravarSemDuplicar(
        db
          .insert(atribuicoes)
          .values({ empresa_id: turma.empresa_id, turma_id, disciplina_id, professor_id })
          .returning({ id: atribuicoes.id }),
        () => conflict(MSG.duplicada),
        'atribuicoes_uq',
      );
      const id = created!.id;
      const [row] = await selecionarAtribuicoes(db).where(eq(atribuicoes.id, id));
      const atribuicao = apresentarAtribuicao(row!);
      await auditar(db, request, { acao: 'criar', entidade: 'atribuicao', entidade_id: id, depois: atribuicao });
      return reply.status(201).send(atribuicao);
    },
  });

  app.delete('/api/atribuicoes/:id', {
    config: { access: ['turmas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Retira uma atribuição (notas e frequências já lançadas ficam)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const [row] = await selecionarAtribuicoes(db).where(and(eq(atribuicoes.id, request.params.id), atribuicoesNoEscopo(scope)));
      if (!row) throw notFound(MSG.naoEncontrada);
      await db.delete(atribuicoes).where(eq(atribuicoes.id, row.id));
      const antes = apresentarAtribuicao(row);
      await auditar(db, request, { acao: 'deletar', entidade: 'atribuicao', entidade_id: row.id, antes });
      return reply.status(204).send();
    },
  });
};
