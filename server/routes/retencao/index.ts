import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RETENCAO_MENSAGENS as MSG,
  configuracaoRetencaoInput,
  configuracaoRetencaoResposta,
  retencaoQuery,
} from '../../../domain/schemas/retencao';
import type { Db } from '../../db/client';
import { empresaParaEscrever, empresaParaLer } from '../../policies/configuracoes-da-rede';
import { rejectInvalid } from '../../lib/validacao';
import { auditar } from '../../services/auditoria';
import { carregarRetencao, salvarRetencao } from '../../services/privacidade/configuracao-retencao';

// A resource of the privacy module (services/privacidade/, policies/privacidade.ts); its URL predates the module's name.
const tags = ['retencao'];

/** The network's retention terms per document class, which the daily job applies. */
export const retencaoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/retencao', {
    config: { access: ['privacidade', 'ler'] },
    schema: {
      tags,
      summary:
        'Prazos de guarda da rede do usuário por classe de documento (diários de classe, documentos emitidos) e sua versão; o administrador escolhe a empresa',
      querystring: retencaoQuery,
      response: { 200: configuracaoRetencaoResposta },
    },
    handler: async (request) => {
      const { empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      const { valor, updated_at } = await carregarRetencao(db, empresa.id);
      return { empresa_id: empresa.id, ...valor, updated_at };
    },
  });

  app.put('/api/retencao', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva os prazos de guarda (diários de classe: 5 a 50 anos após o ano letivo; documentos emitidos: 1 a 50); updated_at é a versão carregada (null se nunca salvo; 409 se outra pessoa alterou)',
      querystring: retencaoQuery,
      body: configuracaoRetencaoInput,
      response: { 200: configuracaoRetencaoResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { empresa } = await empresaParaEscrever(db, request, request.query.empresa_id, MSG);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await carregarRetencao(db, empresa.id);
      const updated_at = await salvarRetencao(db, empresa.id, valor, versao);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: `retencao:${empresa.id}`,
        antes: antes.valor,
        depois: valor,
      });
      return { empresa_id: empresa.id, ...valor, updated_at };
    },
  });
};
