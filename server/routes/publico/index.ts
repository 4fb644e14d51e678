import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aparenciaResposta } from '../../../domain/schemas/identidade';
import { instituicaoResposta } from '../../../domain/schemas/publico';
import type { Db } from '../../db/client';
import { lerCustomizacao } from '../../services/customizacao';
import { lerGeral } from '../../services/identidade';

/**
 * What pages without a session may know: the platform's name and contact (landing page), and
 * how the platform looks (theme, time zone, logo, header and footer) on the login and landing
 * pages. Always the platform's neutral identity, never a network's: a signed-in
 * user's app reads its own network's from /api/identidade.
 */
export const publicoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const geral = () => lerGeral(db, null);

  app.get('/api/publico/instituicao', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary: 'Nome e e-mail de contato da plataforma',
      response: { 200: instituicaoResposta },
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
      summary: 'Tema, fuso horário, ano letivo, logotipo, cabeçalho e rodapé: a aparência da plataforma (páginas sem sessão)',
      response: { 200: aparenciaResposta },
    },
    handler: async () => {
      const [g, { customizacao }] = await Promise.all([geral(), lerCustomizacao(db, null)]);
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
