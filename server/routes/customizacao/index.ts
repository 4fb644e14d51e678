import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIPOS_CUSTOMIZACAO, errosCustomizacao, normalizarCustomizacao } from '../../../domain/customizacao';
import { versaoConfiguracao } from '../../../domain/schemas/geral';
import type { Db } from '../../db/client';
import { requireAdministrador } from '../../lib/admin-only';
import { badRequest } from '../../lib/errors';
import { limparLogosSemUso, idDaUrl, salvarArquivo, urlArquivo } from '../../services/arquivos';
import { recordAudit } from '../../services/audit';
import { lerCustomizacao, resetarCustomizacao, salvarCustomizacao } from '../../services/customizacao';
import type { Armazenamento } from '../../services/storage';
import { receberImagem } from '../../services/uploads/receive';
import { customizacaoSchema } from './schema';

const tags = ['customização'];

const card = z.record(z.string(), z.unknown(), { error: 'Cartão inválido' });
const putBody = z.object({
  customizacao: z.object(Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, card])) as Record<(typeof TIPOS_CUSTOMIZACAO)[number], typeof card>),
  versoes: z.object(Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, versaoConfiguracao])) as Record<(typeof TIPOS_CUSTOMIZACAO)[number], typeof versaoConfiguracao>),
});

const respostaSchema = z.object({
  customizacao: customizacaoSchema,
  versoes: z.object(Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, z.string().nullable()])) as Record<(typeof TIPOS_CUSTOMIZACAO)[number], z.ZodNullable<z.ZodString>>),
});

function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/** Customização (spec 1 §2.11, §3, §5, §7): read by every signed-in user, changed by the administrador. */
export const customizacaoRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (app, { db, armazenamento }) => {
  const audit = (request: FastifyRequest, actor: { id: string; email: string }, acao: string, antes?: unknown, depois?: unknown) =>
    recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao, entidade: 'customizacao', antes, depois, ip: request.ip }, request.log);

  const limparLogos = async () => {
    const { customizacao } = await lerCustomizacao(db);
    const emUso = idDaUrl(customizacao.logo.url);
    await limparLogosSemUso(db, armazenamento.arquivos, emUso ? [emUso] : []);
  };

  app.get('/api/customizacao', {
    config: { access: 'own' },
    schema: { tags, summary: 'Os cinco cartões da customização (logo, cabeçalho, seções, menu lateral, rodapé) e suas versões', response: { 200: respostaSchema } },
    handler: async () => lerCustomizacao(db),
  });

  app.put('/api/customizacao', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Salva os cinco cartões; números em branco ou inválidos voltam ao padrão; versões carregadas (409 se outra pessoa alterou)',
      body: putBody,
      response: { 200: respostaSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      const erros = errosCustomizacao(request.body.customizacao);
      if (Object.keys(erros).length) throw badRequest('Verifique os campos informados.', erros);
      const antes = await lerCustomizacao(db);
      const nova = normalizarCustomizacao(request.body.customizacao);
      await salvarCustomizacao(db, nova, request.body.versoes);
      await audit(request, actor, 'atualizar', antes.customizacao, nova);
      await limparLogos();
      return lerCustomizacao(db);
    },
  });

  app.delete('/api/customizacao', {
    config: { access: ['configuracoes', 'gerenciar'] },
    schema: { tags, summary: 'Restaura os padrões de todos os cartões', response: { 200: respostaSchema } },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      const antes = await lerCustomizacao(db);
      await resetarCustomizacao(db);
      await audit(request, actor, 'restaurar_padroes', antes.customizacao, undefined);
      await limparLogos();
      return lerCustomizacao(db);
    },
  });

  app.post('/api/customizacao/logo', {
    config: { access: ['configuracoes', 'atualizar'] },
    schema: {
      tags,
      summary: 'Envia um logotipo (PNG, JPG ou SVG, até 2 MB; SVG sanitizado). Só vale depois de salvar a customização.',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ id: z.string().uuid(), url: z.string() }) },
    },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      const imagem = await receberImagem(request, 'logo');
      const row = await salvarArquivo(db, armazenamento.arquivos, imagem, { finalidade: 'logo', usuario_id: actor.id, publico: true });
      await recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao: 'enviar', entidade: 'arquivo', entidade_id: row.id, depois: { finalidade: 'logo', tipo: row.tipo_mime, tamanho: row.tamanho }, ip: request.ip }, request.log);
      return reply.status(201).send({ id: row.id, url: urlArquivo(row) });
    },
  });
};
