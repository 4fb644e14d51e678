import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_ABERTOS } from '../../../domain/pendencia/status';
import {
  listaPendenciasQuery,
  listaPendenciasResposta,
  minhasPendenciasResposta,
  opcoesPendenciaResposta,
  pendenciaResposta,
} from '../../../domain/schemas/pendencia';
import type { Db } from '../../db/client';
import { alunos, pendencias, turmas, usuarios } from '../../db/schema';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { pendenciasNoEscopo, turmaDePendenciaAtribuida } from '../../policies/pendencias';
import { sincronizarSeAntiga } from '../../services/pendencias/sincronizar';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { pendenciasAcoesRoutes } from './acoes';
import {
  apresentarLinhas,
  carregarPendencia,
  opcoesDaTurma,
  ordemPendencias,
  selecionarPendencias,
  wherePendencias,
} from './carregar';
import { pendenciasWriteRoutes } from './write';
import { idParams, turmaIdParams } from '../../lib/parametros';

const tags = ['pendências'];
/** The dashboard lists the first few; the total says how many more there are. */
const MINHAS_NO_PAINEL = 8;

/** The pendencies of a class: the list with its cards, one pendency, the form's choices, and the user's open ones. */
export const pendenciasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(pendenciasWriteRoutes, { db });
  await app.register(pendenciasAcoesRoutes, { db });

  app.get('/api/turmas/:turmaId/pendencias', {
    config: {
      access: ['pendencias', 'ler'],
      dadosPessoais: dadosPessoais('pendencias', (r: { itens: { aluno_id: string | null }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Pendências de uma turma no alcance do usuário (manuais e geradas pelo sistema), filtradas por tipo, prioridade, status e busca (título, descrição, aluno, responsável), paginadas, com os 4 cartões',
      params: turmaIdParams,
      querystring: listaPendenciasQuery,
      response: { 200: listaPendenciasResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.params.turmaId).catch((recusa: unknown) =>
        turmaDePendenciaAtribuida(db, a, request.params.turmaId, recusa),
      );
      // Causes that arrive with the calendar (a date passing) are found here too, not only by the hourly sweep.
      await sincronizarSeAntiga(db, turma.id, request.log);
      const { pagina, por_pagina, ...filtros } = request.query;
      const where = wherePendencias(a, turma.id, filtros);
      const linhas = await selecionarPendencias(db)
        .where(where)
        .orderBy(...ordemPendencias)
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const conta = (status: string) => sql<number>`count(*) filter (where ${pendencias.status} = ${status})::int`;
      const [resumo] = await db
        .select({
          total: sql<number>`count(*)::int`,
          resolvidas: conta('resolvida'),
          em_andamento: conta('em_andamento'),
          pendentes: conta('pendente'),
        })
        .from(pendencias)
        .leftJoin(usuarios, eq(usuarios.id, pendencias.responsavel_id))
        .leftJoin(alunos, eq(alunos.id, pendencias.aluno_id))
        .where(where);
      const cartoes = resumo ?? { total: 0, resolvidas: 0, em_andamento: 0, pendentes: 0 };
      return { itens: apresentarLinhas(a, linhas), total: cartoes.total, pagina, por_pagina, resumo: cartoes };
    },
  });

  app.get('/api/turmas/:turmaId/pendencias/opcoes', {
    config: {
      access: ['pendencias', 'ler'],
      dadosPessoais: dadosPessoais('pendencias', (r: { alunos: { id: string }[] }) => r.alunos.map((a) => a.id)),
    },
    schema: {
      tags,
      summary:
        'As escolhas do formulário de pendência da turma: responsáveis (gestores da escola e professores da turma), alunos matriculados e disciplinas (as do professor, para um professor)',
      params: turmaIdParams,
      response: { 200: opcoesPendenciaResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      return opcoesDaTurma(
        db,
        a,
        await turmaNoAlcance(db, a, request.params.turmaId).catch((recusa: unknown) =>
          turmaDePendenciaAtribuida(db, a, request.params.turmaId, recusa),
        ),
      );
    },
  });

  app.get('/api/pendencias/minhas', {
    config: {
      access: ['pendencias', 'ler'],
      dadosPessoais: dadosPessoais('pendencias', (r: { itens: { aluno_id: string | null }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'As pendências abertas (pendentes ou em andamento) atribuídas ao usuário, as que vencem primeiro antes, e quantas são',
      response: { 200: minhasPendenciasResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const where = and(
        eq(pendencias.responsavel_id, a.actor.id),
        inArray(pendencias.status, [...STATUS_ABERTOS]),
        pendenciasNoEscopo(a),
      );
      const linhas = await selecionarPendencias(db)
        .where(where)
        .orderBy(asc(pendencias.data_vencimento), ...ordemPendencias.slice(1))
        .limit(MINHAS_NO_PAINEL);
      const [n] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(pendencias)
        .innerJoin(turmas, eq(turmas.id, pendencias.turma_id))
        .where(where);
      return { itens: apresentarLinhas(a, linhas), total: n?.total ?? 0 };
    },
  });

  app.get('/api/pendencias/:id', {
    config: {
      access: ['pendencias', 'ler'],
      dadosPessoais: dadosPessoais('pendencias', (r: { aluno_id: string | null }) => [r.aluno_id]),
    },
    schema: { tags, summary: 'Uma pendência do alcance do usuário', params: idParams, response: { 200: pendenciaResposta } },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      return apresentarLinhas(a, [await carregarPendencia(db, a, request.params.id)])[0]!;
    },
  });
};
