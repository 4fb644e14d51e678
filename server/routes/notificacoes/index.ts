import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notificacoes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { idParams } from '../../lib/parametros';
import { actorOf } from '../../plugins/access';
import { MENSAGENS_AO_LEITOR } from '../../plugins/registro-de-acessos';
import { notificacaoResposta } from '../../../domain/schemas/notificacao';
import { apresentarNotificacao } from '../../presenters/notificacao';

/** The dropdown shows the newest ones; older ones stay stored until cleared. */
const LIST_LIMIT = 50;
const tags = ['notificações'];

export const notificacoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notificacoes', {
    config: { access: 'own', dadosPessoais: MENSAGENS_AO_LEITOR },
    schema: {
      tags,
      summary: 'Notificações do usuário, mais recentes primeiro',
      response: { 200: z.object({ itens: z.array(notificacaoResposta), nao_lidas: z.number().int() }) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const mine = eq(notificacoes.usuario_id, actor.id);
      const rows = await db.select().from(notificacoes).where(mine).orderBy(desc(notificacoes.created_at)).limit(LIST_LIMIT);
      const [unread] = await db
        .select({ n: count() })
        .from(notificacoes)
        .where(and(mine, eq(notificacoes.lida, false)));
      return { itens: rows.map(apresentarNotificacao), nao_lidas: unread?.n ?? 0 };
    },
  });

  app.post('/api/notificacoes/:id/ler', {
    config: { access: 'own', corpo: 'nenhum' },
    schema: { tags, summary: 'Marca uma notificação como lida', params: idParams },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const updated = await db
        .update(notificacoes)
        .set({ lida: true })
        .where(and(eq(notificacoes.id, request.params.id), eq(notificacoes.usuario_id, actor.id)))
        .returning({ id: notificacoes.id });
      if (!updated.length) throw notFound('Notificação não encontrada.');
      return reply.status(204).send();
    },
  });

  app.post('/api/notificacoes/ler-todas', {
    config: { access: 'own', corpo: 'nenhum' },
    schema: { tags, summary: 'Marca todas as notificações como lidas' },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await db.update(notificacoes).set({ lida: true }).where(eq(notificacoes.usuario_id, actor.id));
      return reply.status(204).send();
    },
  });

  app.delete('/api/notificacoes/:id', {
    config: { access: 'own' },
    schema: { tags, summary: 'Remove uma notificação', params: idParams },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const deleted = await db
        .delete(notificacoes)
        .where(and(eq(notificacoes.id, request.params.id), eq(notificacoes.usuario_id, actor.id)))
        .returning({ id: notificacoes.id });
      if (!deleted.length) throw notFound('Notificação não encontrada.');
      return reply.status(204).send();
    },
  });

  app.delete('/api/notificacoes', {
    config: { access: 'own' },
    schema: { tags, summary: 'Remove todas as notificações' },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await db.delete(notificacoes).where(eq(notificacoes.usuario_id, actor.id));
      return reply.status(204).send();
    },
  });
};
