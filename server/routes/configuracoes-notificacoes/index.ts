import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferenciasResposta } from '../../../domain/schemas/configuracoes';
import { PREFERENCIAS_PADRAO, preferenciasUpdate } from '../../../domain/settings/notificacoes';
import type { Db } from '../../db/client';
import { preferenciasNotificacao, usuarios } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { CONFLITO } from '../../../domain/academico/campos';

const tags = ['configurações'];

/** Configurações → Notificações: each user's own toggles. */
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
    schema: { tags, summary: 'Preferências de notificação do usuário da sessão', response: { 200: preferenciasResposta } },
    handler: async (request) => ler(actorOf(request).id),
  });

  app.put('/api/configuracoes/notificacoes', {
    config: { access: 'own' },
    schema: {
      tags,
      summary: 'Salva as preferências de notificação do usuário da sessão',
      body: preferenciasUpdate,
      response: { 200: preferenciasResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { updated_at: versao, ...novo } = request.body;
      const antes = await ler(actor.id);
      await gravarNaVersao(
        db,
        preferenciasNotificacao,
        { linha: { usuario_id: actor.id, ...novo }, onde: eq(preferenciasNotificacao.usuario_id, actor.id), mudancas: novo },
        versao,
        () => conflict(CONFLITO),
      );
      const { updated_at: _v, telefone_cadastrado: _t, ...valoresAntes } = antes;
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: 'notificacoes',
        antes: valoresAntes,
        depois: novo,
      });
      return ler(actor.id);
    },
  });
};
