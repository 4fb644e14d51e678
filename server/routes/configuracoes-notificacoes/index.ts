import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREFERENCIAS_PADRAO, preferenciasSchema, preferenciasUpdate } from '../../../domain/settings/notificacoes';
import type { Db } from '../../db/client';
import { preferenciasNotificacao, usuarios } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { recordAudit } from '../../services/audit';
import { CONFLITO } from '../../services/seguranca/configuracao';

const tags = ['configurações'];
const resposta = preferenciasSchema.extend({
  updated_at: z.string().nullable(),
  /** Without a phone number the emergency SMS has nowhere to go. */
  telefone_cadastrado: z.boolean(),
});

/** Configurações → Notificações: each user's own toggles (spec 1 §2.11). */
export const configuracoesNotificacoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ler = async (usuarioId: string) => {
    const [row] = await db
      .select({ prefs: preferenciasNotificacao, telefone: usuarios.telefone })
      .from(usuarios)
      .leftJoin(preferenciasNotificacao, eq(preferenciasNotificacao.usuario_id, usuarios.id))
      .where(eq(usuarios.id, usuarioId));
    const {
      usuario_id: _id,
      updated_at,
      ...valores
    } = row?.prefs ?? { ...PREFERENCIAS_PADRAO, usuario_id: usuarioId, updated_at: null };
    return { ...valores, updated_at: updated_at ? updated_at.toISOString() : null, telefone_cadastrado: !!row?.telefone };
  };

  app.get('/api/configuracoes/notificacoes', {
    config: { access: 'own' },
    schema: { tags, summary: 'Preferências de notificação do usuário da sessão', response: { 200: resposta } },
    handler: async (request) => ler(actorOf(request).id),
  });

  app.put('/api/configuracoes/notificacoes', {
    config: { access: 'own' },
    schema: {
      tags,
      summary: 'Salva as preferências de notificação do usuário da sessão',
      body: preferenciasUpdate,
      response: { 200: resposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { updated_at: versao, ...novo } = request.body;
      const antes = await ler(actor.id);
      const proxima = sql`date_trunc('milliseconds', greatest(now(), ${preferenciasNotificacao.updated_at} + interval '1 millisecond'))`;
      const salvo =
        versao === null
          ? await db
              .insert(preferenciasNotificacao)
              .values({ usuario_id: actor.id, ...novo, updated_at: sql`date_trunc('milliseconds', now())` })
              .onConflictDoNothing()
              .returning({ id: preferenciasNotificacao.usuario_id })
          : await db
              .update(preferenciasNotificacao)
              .set({ ...novo, updated_at: proxima })
              .where(
                and(
                  eq(preferenciasNotificacao.usuario_id, actor.id),
                  sql`date_trunc('milliseconds', ${preferenciasNotificacao.updated_at}) = ${versao}::timestamptz`,
                ),
              )
              .returning({ id: preferenciasNotificacao.usuario_id });
      if (!salvo.length) throw conflict(CONFLITO);
      const { updated_at: _v, telefone_cadastrado: _t, ...valoresAntes } = antes;
      await recordAudit(
        db,
        {
          usuario_id: actor.id,
          usuario_email: actor.email,
          acao: 'atualizar',
          entidade: 'configuracao',
          entidade_id: 'notificacoes',
          antes: valoresAntes,
          depois: novo,
          ip: request.ip,
        },
        request.log,
      );
      return ler(actor.id);
    },
  });
};
