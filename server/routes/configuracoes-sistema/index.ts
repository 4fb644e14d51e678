import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geralUpdate, sistemaResposta } from '../../../domain/schemas/geral';
import type { Db } from '../../db/client';
import { rejectInvalid } from '../../lib/validacao';
import { auditar } from '../../services/auditoria';
import { lerGeralVersionado, salvarGeral } from '../../services/identidade';
import { empresaQuery, exigirEditorDaIdentidade, identidadeAlvo } from '../../policies/identidade';
import { identidadeRoutes } from './identidade';

const tags = ['configurações'];

/**
 * The Sistema tab: the 'geral' settings of a network, edited by its empresa
 * and by administradores, who also edit the platform's default (no empresa_id).
 */
export const configuracoesSistemaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/configuracoes/sistema', {
    config: { access: ['configuracoes', 'ler'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Configurações gerais (instituição, ano letivo, contatos, fuso horário, tema) da rede do usuário — o administrador escolhe a empresa, ou nenhuma para o padrão da plataforma — e sua versão',
      querystring: empresaQuery,
      response: { 200: sistemaResposta },
    },
    handler: async (request) => {
      const actor = exigirEditorDaIdentidade(request);
      rejectInvalid(request);
      const empresaId = await identidadeAlvo(db, actor, request.query.empresa_id);
      const { valor, updated_at } = await lerGeralVersionado(db, empresaId);
      return { empresa_id: empresaId, ...valor, updated_at };
    },
  });

  app.put('/api/configuracoes/sistema', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva as configurações gerais de uma rede (ou o padrão da plataforma); updated_at é a versão carregada (null se nunca salvas; 409 se outra pessoa alterou)',
      querystring: empresaQuery,
      body: geralUpdate,
      response: { 200: sistemaResposta },
    },
    handler: async (request) => {
      const actor = exigirEditorDaIdentidade(request);
      rejectInvalid(request);
      const empresaId = await identidadeAlvo(db, actor, request.query.empresa_id);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await lerGeralVersionado(db, empresaId);
      const updated_at = await salvarGeral(db, empresaId, valor, versao);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: empresaId ? `geral:${empresaId}` : 'geral',
        antes: antes.valor,
        depois: valor,
      });
      return { empresa_id: empresaId, ...valor, updated_at };
    },
  });

  await app.register(identidadeRoutes, { db });
};
