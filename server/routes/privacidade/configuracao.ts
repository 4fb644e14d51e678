import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRIVACIDADE_CONFIG_MENSAGENS as MSG,
  configuracaoPrivacidadeInput,
  configuracaoPrivacidadeResposta,
  empresaQuery,
} from '../../../domain/schemas/privacidade-configuracao';
import type { Db } from '../../db/client';
import { empresaParaEscrever, empresaParaLer } from '../../policies/configuracoes-da-rede';
import { rejectInvalid } from '../../lib/validacao';
import { auditar } from '../../services/auditoria';
import {
  carregarConfiguracaoPrivacidade,
  salvarConfiguracaoPrivacidade,
} from '../../services/privacidade/configuracao-privacidade';

const tags = ['privacidade'];

/** The network's privacy settings: how long the access log is kept. */
export const configuracaoPrivacidadeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/privacidade/configuracao', {
    config: { access: ['privacidade', 'ler'] },
    schema: {
      tags,
      summary: 'Prazo de guarda do registro de acessos da rede do usuário (o administrador escolhe a empresa) e sua versão',
      querystring: empresaQuery,
      response: { 200: configuracaoPrivacidadeResposta },
    },
    handler: async (request) => {
      const { empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      const { valor, updated_at } = await carregarConfiguracaoPrivacidade(db, empresa.id);
      return { empresa_id: empresa.id, ...valor, updated_at };
    },
  });

  app.put('/api/privacidade/configuracao', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva o prazo de guarda do registro de acessos (180 a 3650 dias); updated_at é a versão carregada (null se nunca salvo; 409 se outra pessoa alterou)',
      querystring: empresaQuery,
      body: configuracaoPrivacidadeInput,
      response: { 200: configuracaoPrivacidadeResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { empresa } = await empresaParaEscrever(db, request, request.query.empresa_id, MSG);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await carregarConfiguracaoPrivacidade(db, empresa.id);
      const updated_at = await salvarConfiguracaoPrivacidade(db, empresa.id, valor, versao);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: `privacidade:${empresa.id}`,
        antes: antes.valor,
        depois: valor,
      });
      return { empresa_id: empresa.id, ...valor, updated_at };
    },
  });
};
