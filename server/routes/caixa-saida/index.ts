import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CANAIS_CAIXA_SAIDA,
  mensagemResposta,
  mensagemResumoResposta,
  STATUS_CAIXA_SAIDA,
} from '../../../domain/schemas/caixa-saida';
import type { Db } from '../../db/client';
import { caixaSaida } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageOf, pagingQuery } from '../../lib/paging';
import { MENSAGENS_AO_LEITOR } from '../../plugins/registro-de-acessos';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { nomeDaRedeDoUsuario } from '../../services/identidade';
import { apresentarMensagem, apresentarMensagemResumo } from '../../presenters/caixa-saida';
import { idParams } from '../../lib/parametros';

const tags = ['caixa de saída'];
const ACESSO = {
  permissao: ['configuracoes', 'gerenciar'],
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.seguranca,
} as const;
const listaQuery = pagingQuery.extend({
  status: z.enum(STATUS_CAIXA_SAIDA, { error: 'Situação inválida' }).optional(),
  canal: z.enum(CANAIS_CAIXA_SAIDA, { error: 'Canal inválido' }).optional(),
});
const prefixo = (termo: string) => `${termo.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The outbox for administradores: every e-mail and SMS the system queued, and one message in
 * full. Without SMTP_URL this is where e-mails (password-reset links included) are read.
 */
export const caixaSaidaRoutes: FastifyPluginAsyncZod<{ db: Db; baseUrl: string }> = async (app, { db, baseUrl }) => {
  app.get('/api/caixa-saida', {
    config: { access: ACESSO, dadosPessoais: MENSAGENS_AO_LEITOR },
    schema: {
      tags,
      summary: 'Mensagens da caixa de saída, mais recentes primeiro (administradores)',
      querystring: listaQuery,
      response: { 200: pageOf(mensagemResumoResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, status, canal } = request.query;
      const where = and(
        status ? eq(caixaSaida.status, status) : undefined,
        canal ? eq(caixaSaida.canal, canal) : undefined,
        busca ? sql`lower(${caixaSaida.para}) like ${prefixo(busca)}` : undefined,
      );
      const rows = await db
        .select()
        .from(caixaSaida)
        .where(where)
        .orderBy(desc(caixaSaida.created_at), desc(caixaSaida.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(caixaSaida).where(where);
      return { itens: rows.map(apresentarMensagemResumo), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/caixa-saida/:id', {
    config: { access: ACESSO, dadosPessoais: MENSAGENS_AO_LEITOR },
    schema: {
      tags,
      summary: 'Uma mensagem da caixa de saída, como foi ou seria entregue (administradores)',
      params: idParams,
      response: { 200: mensagemResposta },
    },
    handler: async (request) => {
      const [row] = await db.select().from(caixaSaida).where(eq(caixaSaida.id, request.params.id));
      if (!row) throw notFound('Mensagem não encontrada.');
      return apresentarMensagem(row, baseUrl, await nomeDaRedeDoUsuario(db, row.usuario_id));
    },
  });
};
