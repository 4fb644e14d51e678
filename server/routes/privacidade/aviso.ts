import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVISO_MENSAGENS as MSG,
  avisoPendenteResposta,
  avisoResposta,
  cienciaInput,
  cienciaResposta,
  publicarAvisoInput,
} from '../../../domain/schemas/privacidade-aviso';
import { empresaQuery } from '../../../domain/schemas/privacidade-configuracao';
import type { Db } from '../../db/client';
import { avisosPrivacidade, cienciasAvisoPrivacidade, empresas } from '../../db/schema';
import { empresaParaEscrever, empresaParaLer } from '../../policies/configuracoes-da-rede';
import { conflict, notFound } from '../../lib/errors';
import { gravarSemDuplicar } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { carregarAvisoPendente, carregarAvisoVigente } from '../../services/privacidade/aviso-privacidade';

const tags = ['privacidade'];

/**
 * The network's privacy notice: the secretaria reads it and publishes a new version (never edits one:
 * each acknowledgement points at the words that were read); each user acknowledges the version in
 * force once.
 */
export const avisoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/privacidade/aviso', {
    config: { access: ['privacidade', 'gerenciar'] },
    schema: {
      tags,
      summary:
        'O aviso de privacidade em vigor da rede do usuário (o administrador escolhe a empresa): a última versão publicada ou, sem nenhuma, o texto padrão (versao null)',
      querystring: empresaQuery,
      response: { 200: avisoResposta },
    },
    handler: async (request) => {
      const { empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      return carregarAvisoVigente(db, empresa);
    },
  });

  app.post('/api/privacidade/aviso', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Publica uma nova versão do aviso de privacidade da rede; versao_atual é a versão carregada (null se a rede não tinha), 409 se outra foi publicada depois. Cada usuário da rede confirma a leitura no próximo acesso',
      body: publicarAvisoInput,
      response: { 201: avisoResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const { empresa_id, versao_atual, ...textos } = request.body;
      const { actor, empresa } = await empresaParaEscrever(db, request, empresa_id, MSG);
      const versao = (versao_atual ?? 0) + 1;
      // A stale versao_atual meets the version someone else published under the same number.
      await gravarSemDuplicar(
        db
          .insert(avisosPrivacidade)
          .values({ empresa_id: empresa.id, versao, ...textos, publicado_por: actor.id })
          .returning({ id: avisosPrivacidade.id }),
        () => conflict(MSG.versaoNova),
      );
      await auditar(db, request, {
        acao: 'publicar',
        entidade: 'aviso_privacidade',
        entidade_id: empresa.id,
        depois: { versao, ...textos },
      });
      return reply.code(201).send(await carregarAvisoVigente(db, empresa));
    },
  });

  app.get('/api/privacidade/aviso/pendente', {
    config: { access: 'identity' },
    schema: {
      tags,
      summary:
        'O aviso de privacidade que o usuário ainda precisa confirmar (a última versão publicada da sua rede, se ainda não confirmou), ou null',
      response: { 200: avisoPendenteResposta },
    },
    handler: async (request) => ({ aviso: await carregarAvisoPendente(db, actorOf(request)) }),
  });

  app.post('/api/privacidade/aviso/ciencia', {
    config: { access: 'identity' },
    attachValidation: true,
    schema: {
      tags,
      summary:
        '"Li e estou ciente": registra quem, qual versão, quando e de onde; uma vez por versão (repetir não muda a primeira). 404 se a rede do usuário não publicou aviso, 409 se a versão não é mais a vigente',
      body: cienciaInput,
      response: { 200: cienciaResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const [empresa] = actor.empresa_id
        ? await db.select({ id: empresas.id, nome: empresas.nome }).from(empresas).where(eq(empresas.id, actor.empresa_id))
        : [];
      const versao = empresa ? (await carregarAvisoVigente(db, empresa)).versao : null;
      if (!empresa || versao === null) throw notFound(MSG.semAviso);
      if (versao !== request.body.versao) throw conflict(MSG.versaoMudou);
      const chave = { usuario_id: actor.id, empresa_id: empresa.id, versao };
      await db
        .insert(cienciasAvisoPrivacidade)
        .values({ ...chave, ip: request.ip })
        .onConflictDoNothing();
      const [ciencia] = await db
        .select({ ciente_em: cienciasAvisoPrivacidade.ciente_em })
        .from(cienciasAvisoPrivacidade)
        .where(
          and(
            eq(cienciasAvisoPrivacidade.usuario_id, chave.usuario_id),
            eq(cienciasAvisoPrivacidade.empresa_id, chave.empresa_id),
            eq(cienciasAvisoPrivacidade.versao, chave.versao),
          ),
        );
      return { versao, ciente_em: ciencia!.ciente_em.toISOString() };
    },
  });
};
