import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { somarDias } from '../../../domain/calendario/datas';
import { ANTECEDENCIA_DO_AVISO } from '../../../domain/privacidade/prazos';
import {
  alertaSolicitacoesResposta,
  listaSolicitacoesQuery,
  listaSolicitacoesResposta,
  solicitacaoResposta,
} from '../../../domain/schemas/privacidade-solicitacao';
import type { Db } from '../../db/client';
import { alunos, solicitacoesTitulares } from '../../db/schema';
import { carregarAlcance } from '../../policies/alcance';
import { solicitacoesNoEscopo } from '../../policies/privacidade';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { hojeNaEmpresa } from '../../services/fuso';
import { apresentarLinhas, carregarSolicitacao, selecionarSolicitacoes, whereSolicitacoes } from './carregar-solicitacoes';
import { solicitacoesEscritaRoutes } from './solicitacoes-escrita';
import { idParams } from '../../lib/parametros';

const tags = ['privacidade'];
/** The dashboard lists the first few; the total says how many more there are. */
const NO_PAINEL = 8;

/** Data-subject requests: the list with its counts, one request, and the dashboard's notice. */
export const solicitacoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(solicitacoesEscritaRoutes, { db });

  app.get('/api/privacidade/solicitacoes', {
    config: {
      access: ['privacidade', 'ler'],
      dadosPessoais: dadosPessoais('solicitacoes_titular', (r: { itens: { aluno_id: string | null }[] }) =>
        r.itens.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'Solicitações de titulares (LGPD art. 18) da rede, ou das escolas do gestor: abertas primeiro, as que vencem antes no topo; busca pelo solicitante ou aluno, filtros de status e tipo, com as contagens de abertas, vencendo (5 dias) e vencidas',
      querystring: listaSolicitacoesQuery,
      response: { 200: listaSolicitacoesResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { pagina, por_pagina, ...filtros } = request.query;
      const where = whereSolicitacoes(a, filtros);
      const linhas = await selecionarSolicitacoes(db)
        .where(where)
        .orderBy(
          asc(sql`case ${solicitacoesTitulares.status} when 'aberta' then 0 else 1 end`),
          asc(sql`case when ${solicitacoesTitulares.status} = 'aberta' then ${solicitacoesTitulares.prazo} end`),
          desc(solicitacoesTitulares.recebida_em),
          asc(solicitacoesTitulares.id),
        )
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      // The counts against the actor's network's today (the platform's for an administrador).
      const hoje = await hojeNaEmpresa(db, actor.empresa_id);
      const aberta = sql`${solicitacoesTitulares.status} = 'aberta'`;
      const [resumo] = await db
        .select({
          total: sql<number>`count(*)::int`,
          abertas: sql<number>`(count(*) filter (where ${aberta}))::int`,
          vencendo: sql<number>`(count(*) filter (where ${aberta} and ${solicitacoesTitulares.prazo} between ${hoje} and ${somarDias(hoje, ANTECEDENCIA_DO_AVISO)}))::int`,
          vencidas: sql<number>`(count(*) filter (where ${aberta} and ${solicitacoesTitulares.prazo} < ${hoje}))::int`,
        })
        .from(solicitacoesTitulares)
        .leftJoin(alunos, eq(alunos.id, solicitacoesTitulares.aluno_id))
        .where(where);
      const r = resumo ?? { total: 0, abertas: 0, vencendo: 0, vencidas: 0 };
      return {
        itens: await apresentarLinhas(db, actor, linhas),
        total: r.total,
        pagina,
        por_pagina,
        resumo: { abertas: r.abertas, vencendo: r.vencendo, vencidas: r.vencidas },
      };
    },
  });

  app.get('/api/privacidade/solicitacoes/alerta', {
    config: {
      access: ['privacidade', 'ler'],
      dadosPessoais: dadosPessoais('solicitacoes_titular', (r: { itens: { aluno_id: string | null }[] }) =>
        r.itens.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'O aviso do painel: solicitações de titulares abertas cujo prazo de 15 dias vence em até 5 dias ou já venceu, as que vencem antes primeiro, e quantas são',
      response: { 200: alertaSolicitacoesResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const limite = somarDias(await hojeNaEmpresa(db, actor.empresa_id), ANTECEDENCIA_DO_AVISO);
      const where = and(
        solicitacoesNoEscopo(scope),
        eq(solicitacoesTitulares.status, 'aberta'),
        lte(solicitacoesTitulares.prazo, limite),
      );
      const linhas = await selecionarSolicitacoes(db)
        .where(where)
        .orderBy(asc(solicitacoesTitulares.prazo), asc(solicitacoesTitulares.id))
        .limit(NO_PAINEL);
      const [n] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(solicitacoesTitulares)
        .where(where);
      return { itens: await apresentarLinhas(db, actor, linhas), total: n?.total ?? 0 };
    },
  });

  app.get('/api/privacidade/solicitacoes/:id', {
    config: {
      access: ['privacidade', 'ler'],
      dadosPessoais: dadosPessoais('solicitacoes_titular', (r: { aluno_id: string | null }) => [r.aluno_id]),
    },
    schema: {
      tags,
      summary: 'Uma solicitação de titular no alcance do usuário',
      params: idParams,
      response: { 200: solicitacaoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const linha = await carregarSolicitacao(db, await carregarAlcance(db, actor), request.params.id);
      return (await apresentarLinhas(db, actor, [linha]))[0]!;
    },
  });
};
