import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DUPLICADO_MENSAGENS as MSG,
  type FusaoListada,
  fundirInput,
  fusaoResposta,
  fusoesPagina,
} from '../../../domain/schemas/duplicado';
import type { Db } from '../../db/client';
import { alunos, fusoesAlunos } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { idParams } from '../../lib/parametros';
import { pagingQuery } from '../../lib/paging';
import { rejectInvalid } from '../../lib/validacao';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { fusoesNoEscopo, podeDesfazerFusao } from '../../policies/duplicados';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { desfazerFusao, fundirAlunos } from '../../services/duplicados/fusao';
import { carregarPar } from './carregar';

const tags = ['duplicados'];
const ACESSO = ['alunos', 'gerenciar'] as const;

/** Merging a suspected pair into one record, the network's list of merges, and undoing one. */
export const duplicadosFusaoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/duplicados/:id/fundir', {
    config: { access: [...ACESSO] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Funde o par em um registro: aluno_mantido_id (um dos dois) fica, e recebe as matrículas, notas, frequências, resultados, documentos, responsáveis, dados sensíveis e pendências do outro; linhas que o que fica já tem com a mesma chave (a mesma nota, o mesmo responsável) ficam no registro fundido, contadas em conflitos. O registro fundido sai de todas as listas e a secretaria pode desfazer. O gestor funde dentro das suas escolas; 409 se os dois têm matrícula ativa no mesmo ano ou o par já foi decidido',
      params: idParams,
      body: fundirInput,
      response: { 200: fusaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const par = await carregarPar(db, a, request.params.id);
      rejectInvalid(request);
      const mantido = request.body.aluno_mantido_id;
      if (mantido !== par.a.id && mantido !== par.b.id) {
        throw badRequest(MSG.mantido, { aluno_mantido_id: MSG.mantido });
      }
      const fundido = mantido === par.a.id ? par.b.id : par.a.id;
      // Both records are written: the person must reach each for writing (a gestor, both in its schools).
      await alunoNoAlcance(db, a, mantido, 'escrever', { naoEncontrado: MSG.naoEncontrado });
      await alunoNoAlcance(db, a, fundido, 'escrever', { naoEncontrado: MSG.naoEncontrado });
      return fundirAlunos(db, request, par, mantido, fundido);
    },
  });

  app.get('/api/duplicados/fusoes', {
    config: {
      access: [...ACESSO],
      dadosPessoais: dadosPessoais('duplicados', (r: { itens: FusaoListada[] }) =>
        r.itens.flatMap((f) => [f.mantido.id, f.fundido.id]),
      ),
    },
    schema: {
      tags,
      summary:
        'As fusões de registros da rede, as mais recentes primeiro, para a secretaria desfazer uma (403 para quem não é da secretaria da rede)',
      querystring: pagingQuery,
      response: { 200: fusoesPagina },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      if (!podeDesfazerFusao(a)) throw forbidden(MSG.somenteEmpresa);
      const { pagina, por_pagina } = request.query;
      const mantido = alias(alunos, 'mantido');
      const fundido = alias(alunos, 'fundido');
      const linhas = await db
        .select({
          fusao: fusoesAlunos,
          mantido: { id: mantido.id, nome: mantido.nome, matricula: mantido.matricula, escola_id: mantido.escola_id },
          fundido: { id: fundido.id, nome: fundido.nome, matricula: fundido.matricula, escola_id: fundido.escola_id },
          total: sql<number>`count(*) over ()::int`,
        })
        .from(fusoesAlunos)
        .innerJoin(mantido, eq(mantido.id, fusoesAlunos.aluno_mantido_id))
        .innerJoin(fundido, eq(fundido.id, fusoesAlunos.aluno_fundido_id))
        .where(and(fusoesNoEscopo(a.scope), sql`${mantido.anonimizado_em} is null and ${fundido.anonimizado_em} is null`))
        .orderBy(desc(fusoesAlunos.created_at), desc(fusoesAlunos.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const soma = (r: Record<string, unknown[] | number>) =>
        Object.values(r).reduce<number>((t, v) => t + (Array.isArray(v) ? v.length : v), 0);
      return {
        itens: linhas.map(({ fusao, mantido, fundido }) => ({
          id: fusao.id,
          mantido,
          fundido,
          linhas_movidas: soma(fusao.movidos),
          conflitos: soma(fusao.conflitos),
          created_at: fusao.created_at.toISOString(),
          desfeita_em: fusao.desfeita_em?.toISOString() ?? null,
        })),
        total: linhas[0]?.total ?? 0,
        pagina,
        por_pagina,
      };
    },
  });

  app.post('/api/duplicados/fusoes/:id/desfazer', {
    config: { access: [...ACESSO], corpo: 'nenhum' },
    schema: {
      tags,
      summary:
        'Desfaz uma fusão: exatamente as linhas que ela moveu voltam ao registro fundido, que volta às listas, e o par volta a pendente. Só a secretaria da rede (403 para o gestor); 409 se já desfeita ou se o registro que ficou foi fundido depois em outro',
      params: idParams,
      response: { 200: fusaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      if (!podeDesfazerFusao(a)) throw forbidden(MSG.somenteEmpresa);
      const [fusao] = await db
        .select({ id: fusoesAlunos.id })
        .from(fusoesAlunos)
        .where(and(eq(fusoesAlunos.id, request.params.id), fusoesNoEscopo(a.scope)));
      if (!fusao) throw notFound(MSG.fusaoNaoEncontrada);
      return desfazerFusao(db, request, fusao.id);
    },
  });
};
