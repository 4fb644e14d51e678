import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geralInput, geralUpdate } from '../../../domain/schemas/geral';
import { GERAL_PADRAO, FUSOS_HORARIOS, TEMAS } from '../../../domain/settings';
import type { Db } from '../../db/client';
import { requireAdministrador } from '../../lib/admin-only';
import { recordAudit } from '../../services/audit';
import { readSettingVersioned, writeSettingIfVersion } from '../../services/setting-version';

const tags = ['configurações'];

const geralSchema = z.object({
  nomeInstituicao: z.string(),
  anoLetivo: z.number().int(),
  email: z.string(),
  telefone: z.string(),
  endereco: z.string(),
  timezone: z.enum(FUSOS_HORARIOS),
  tema: z.enum(TEMAS),
  updated_at: z.string().nullable(),
});

function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/** The Sistema tab (spec 1 §2.11): the 'geral' settings, administrador only. */
export const configuracoesSistemaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ler = () => readSettingVersioned(db, 'geral', geralInput, GERAL_PADRAO);

  app.get('/api/configuracoes/sistema', {
    config: { access: ['configuracoes', 'ler'] },
    schema: { tags, summary: 'Configurações gerais (instituição, ano letivo, contatos, fuso horário, tema) e sua versão', response: { 200: geralSchema } },
    handler: async (request) => {
      requireAdministrador(request);
      const { valor, updated_at } = await ler();
      return { ...valor, updated_at };
    },
  });

  app.put('/api/configuracoes/sistema', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Salva as configurações gerais; updated_at é a versão carregada (null se nunca salvas; 409 se outra pessoa alterou)',
      body: geralUpdate,
      response: { 200: geralSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      rejectInvalid(request);
      const { updated_at: versao, ...valor } = request.body;
      const antes = await ler();
      const updated_at = await writeSettingIfVersion(db, 'geral', valor, versao);
      await recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao: 'atualizar', entidade: 'configuracao', entidade_id: 'geral', antes: antes.valor, depois: valor, ip: request.ip }, request.log);
      return { ...valor, updated_at };
    },
  });
};
