import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIPOS_CUSTOMIZACAO, errosCustomizacao, normalizarCustomizacao } from '../../../domain/customizacao';
import { versaoConfiguracao } from '../../../domain/schemas/geral';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { actorOf } from '../../plugins/access';
import { limparLogosSemUso, salvarArquivo, urlArquivo } from '../../services/arquivos';
import { auditar } from '../../services/auditoria';
import { lerCustomizacao, logosEmUso, resetarCustomizacao, salvarCustomizacao } from '../../services/customizacao';
import type { Armazenamento } from '../../services/storage';
import { receberImagem } from '../../services/uploads/receive';
import { empresaQuery, exigirEditorDaIdentidade, identidadeAlvo } from '../../policies/identidade';
import { customizacaoSalvaResposta } from '../../../domain/schemas/customizacao';

const tags = ['customização'];

const card = z.record(z.string(), z.unknown(), { error: 'Cartão inválido' });
const putBody = z.object({
  customizacao: z.object(
    Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, card])) as Record<(typeof TIPOS_CUSTOMIZACAO)[number], typeof card>,
  ),
  versoes: z.object(
    Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, versaoConfiguracao])) as Record<
      (typeof TIPOS_CUSTOMIZACAO)[number],
      typeof versaoConfiguracao
    >,
  ),
});

/**
 * Customização, one per network: read by its users,
 * changed by its empresa and by administradores, who also change the platform's default.
 */
export const customizacaoRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  const limparLogos = async () => limparLogosSemUso(db, armazenamento.arquivos, await logosEmUso(db));
  const ler = async (empresaId: string | null) => ({ empresa_id: empresaId, ...(await lerCustomizacao(db, empresaId)) });

  app.get('/api/customizacao', {
    config: { access: 'own' },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Os cinco cartões da customização (logo, cabeçalho, seções, menu lateral, rodapé) da rede do usuário e suas versões; o administrador escolhe a empresa, ou nenhuma para o padrão da plataforma',
      querystring: empresaQuery,
      response: { 200: customizacaoSalvaResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      return ler(await identidadeAlvo(db, actorOf(request), request.query.empresa_id));
    },
  });

  app.put('/api/customizacao', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva os cinco cartões de uma rede (ou do padrão da plataforma); números em branco ou inválidos voltam ao padrão; versões carregadas (409 se outra pessoa alterou)',
      querystring: empresaQuery,
      body: putBody,
      response: { 200: customizacaoSalvaResposta },
    },
    handler: async (request) => {
      const actor = exigirEditorDaIdentidade(request);
      rejectInvalid(request);
      const empresaId = await identidadeAlvo(db, actor, request.query.empresa_id);
      const erros = errosCustomizacao(request.body.customizacao);
      if (Object.keys(erros).length) throw badRequest('Verifique os campos informados.', erros);
      const antes = await lerCustomizacao(db, empresaId);
      const nova = normalizarCustomizacao(request.body.customizacao);
      await salvarCustomizacao(db, empresaId, nova, request.body.versoes);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'customizacao',
        entidade_id: empresaId,
        antes: antes.customizacao,
        depois: nova,
      });
      await limparLogos();
      return ler(empresaId);
    },
  });

  app.delete('/api/customizacao', {
    config: { access: ['configuracoes', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Restaura os padrões de todos os cartões: os da plataforma para uma rede, os do sistema para a plataforma',
      querystring: empresaQuery,
      response: { 200: customizacaoSalvaResposta },
    },
    handler: async (request) => {
      const actor = exigirEditorDaIdentidade(request);
      rejectInvalid(request);
      const empresaId = await identidadeAlvo(db, actor, request.query.empresa_id);
      const antes = await lerCustomizacao(db, empresaId);
      await resetarCustomizacao(db, empresaId);
      await auditar(db, request, {
        acao: 'restaurar_padroes',
        entidade: 'customizacao',
        entidade_id: empresaId,
        antes: antes.customizacao,
      });
      await limparLogos();
      return ler(empresaId);
    },
  });

  app.post('/api/customizacao/logo', {
    config: { access: ['configuracoes', 'atualizar'], corpo: 'multipart' },
    schema: {
      tags,
      summary: 'Envia um logotipo (PNG, JPG ou SVG, até 2 MB; SVG sanitizado). Só vale depois de salvar a customização.',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ id: z.string().uuid(), url: z.string() }) },
    },
    handler: async (request, reply) => {
      const actor = exigirEditorDaIdentidade(request);
      const imagem = await receberImagem(request, 'logo');
      const row = await salvarArquivo(db, armazenamento.arquivos, imagem, {
        finalidade: 'logo',
        usuario_id: actor.id,
        publico: true,
      });
      await auditar(db, request, {
        acao: 'enviar',
        entidade: 'arquivo',
        entidade_id: row.id,
        depois: { finalidade: 'logo', tipo: row.tipo_mime, tamanho: row.tamanho },
      });
      return reply.status(201).send({ id: row.id, url: urlArquivo(row) });
    },
  });
};
