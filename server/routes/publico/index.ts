import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geralInput } from '../../../domain/schemas/geral';
import { FUSOS_HORARIOS, GERAL_PADRAO, TEMAS } from '../../../domain/settings';
import type { Db } from '../../db/client';
import { lerCustomizacao } from '../../services/customizacao';
import { readSetting } from '../../services/settings';
import { customizacaoSchema } from '../customizacao/schema';

const aparenciaSchema = z.object({
  nome: z.string(),
  email: z.string(),
  anoLetivo: z.number().int(),
  timezone: z.enum(FUSOS_HORARIOS),
  tema: z.enum(TEMAS),
  logo: customizacaoSchema.shape.logo,
  cabecalho: customizacaoSchema.shape.cabecalho,
  footer: customizacaoSchema.shape.footer,
});

/**
 * What pages without a session may know: the institution's name and contact (landing page),
 * and how the system looks (theme, time zone, logo, header and footer) so the login and the
 * landing page show the same face as the app.
 */
export const publicoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const geral = () => readSetting(db, 'geral', geralInput, GERAL_PADRAO);

  app.get('/api/publico/instituicao', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary: 'Nome e e-mail de contato da instituição',
      response: { 200: z.object({ nome: z.string(), email: z.string() }) },
    },
    handler: async () => {
      const g = await geral();
      return { nome: g.nomeInstituicao, email: g.email };
    },
  });

  app.get('/api/publico/aparencia', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary: 'Tema, fuso horário, ano letivo, logotipo, cabeçalho e rodapé: a aparência do sistema',
      response: { 200: aparenciaSchema },
    },
    handler: async () => {
      const [g, { customizacao }] = await Promise.all([geral(), lerCustomizacao(db)]);
      return {
        nome: g.nomeInstituicao,
        email: g.email,
        anoLetivo: g.anoLetivo,
        timezone: g.timezone,
        tema: g.tema,
        logo: customizacao.logo,
        cabecalho: customizacao.cabecalho,
        footer: customizacao.footer,
      };
    },
  });
};
