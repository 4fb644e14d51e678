import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { segurancaResposta } from '../../../domain/schemas/configuracoes';
import { SEGURANCA_MENSAGENS, SEGURANCA_PADRAO, segurancaSchema, segurancaUpdate } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { sessoes } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { auditar } from '../../services/auditoria';
import { CHAVE_SEGURANCA } from '../../services/seguranca/configuracao';
import { readSettingVersioned, writeSettingIfVersion } from '../../services/setting-version';
import { situacaoDoisFatores } from '../../services/seguranca/dois-fatores';

const tags = ['configurações'];
const ACESSO = {
  permissao: ['configuracoes', 'gerenciar'],
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.seguranca,
} as const;

/** Configurações → Segurança (administradores only): what the security settings are and saving them. */
export const configuracoesSegurancaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/configuracoes/seguranca', {
    config: { access: ACESSO },
    schema: { tags, summary: 'Configurações de segurança (administradores)', response: { 200: segurancaResposta } },
    handler: async () => {
      const { valor, updated_at } = await readSettingVersioned(db, CHAVE_SEGURANCA, segurancaSchema, SEGURANCA_PADRAO);
      return { ...valor, updated_at };
    },
  });

  app.put('/api/configuracoes/seguranca', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary: 'Salva as configurações de segurança; uma validade de sessão menor encerra as sessões mais antigas',
      body: segurancaUpdate,
      response: { 200: segurancaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { updated_at: versao, ...novo } = request.body;
      // Requiring a second factor of administradores while having none would shut this
      // administrador out of the settings at the next request.
      if (novo.exigirDoisFatores && !(await situacaoDoisFatores(db, actor)).ativo) {
        throw badRequest(SEGURANCA_MENSAGENS.exigirSemTer, { exigirDoisFatores: SEGURANCA_MENSAGENS.exigirSemTer });
      }
      const { valor: antes } = await readSettingVersioned(db, CHAVE_SEGURANCA, segurancaSchema, SEGURANCA_PADRAO);
      const updated_at = await db.transaction(async (tx) => {
        const salvo = await writeSettingIfVersion(tx, CHAVE_SEGURANCA, novo, versao);
        // Open sessions follow the new expiry from their sign-in: a shorter one ends the older
        // sessions at their next request; a longer one never extends a session already open.
        await tx
          .update(sessoes)
          .set({
            expiresAt: sql`least(${sessoes.expiresAt}, ${sessoes.createdAt} + make_interval(hours => ${novo.sessaoHoras}))`,
          })
          .where(sql`${sessoes.expiresAt} > ${sessoes.createdAt} + make_interval(hours => ${novo.sessaoHoras})`);
        return salvo;
      });
      await auditar(
        db,
        request,
        { acao: 'atualizar', entidade: 'configuracao', entidade_id: CHAVE_SEGURANCA, antes, depois: novo }, // Switching the log off is itself recorded; so is switching it back on.
        { force: antes.auditoria || novo.auditoria },
      );
      return { ...novo, updated_at };
    },
  });
};
