import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identidadeResposta } from '../../../domain/schemas/identidade';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { lerCustomizacao } from '../../services/customizacao';
import { lerGeral } from '../../services/identidade';
import { actorOf } from '../../plugins/access';

/**
 * The signed-in user's face of the system: their network's name, contacts,
 * time zone, theme and customisation — the platform's for administradores. The app's header,
 * sidebar, footer, theme and dates all read it; no one sees another network's.
 */
export const identidadeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/identidade', {
    config: { access: 'identity' },
    schema: {
      tags: ['configurações'],
      summary:
        'A identidade da rede do usuário (nome, contatos, fuso horário, tema, ano letivo e customização); a da plataforma para administradores',
      response: { 200: identidadeResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const empresaId = actor.tipo_usuario === 'administrador' ? null : actor.empresa_id;
      const [g, { customizacao }, [usuario]] = await Promise.all([
        lerGeral(db, empresaId),
        lerCustomizacao(db, empresaId),
        db.select({ tema: usuarios.tema }).from(usuarios).where(eq(usuarios.id, actor.id)),
      ]);
      return {
        empresa_id: empresaId,
        nome: g.nomeInstituicao,
        email: g.email,
        telefone: g.telefone,
        anoLetivo: g.anoLetivo,
        timezone: g.timezone,
        // The person's own theme when they chose one (Perfil), their network's otherwise.
        tema: usuario?.tema ?? g.tema,
        customizacao,
      };
    },
  });
};
