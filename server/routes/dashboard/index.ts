import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geralInput } from '../../../domain/schemas/geral';
import { GERAL_PADRAO } from '../../../domain/settings';
import type { Db } from '../../db/client';
import { loadScope } from '../../lib/scope';
import { actorOf } from '../../plugins/access';
import { lerCustomizacao } from '../../services/customizacao';
import { alunosPorEscola, atividades, avisos, estatisticas } from '../../services/dashboard';
import { readSetting } from '../../services/settings';

const dashboardSchema = z.object({
  secoes: z.object({ estatisticas: z.boolean(), atividades: z.boolean(), avisos: z.boolean(), calendario: z.boolean(), graficos: z.boolean(), links: z.boolean() }),
  estatisticas: z.object({ alunos: z.number().int(), escolas: z.number().int(), disciplinas: z.number().int(), taxa_aprovacao: z.number().nullable() }).optional(),
  atividades: z.array(z.object({ id: z.string(), acao: z.string(), entidade: z.string(), usuario_email: z.string().nullable(), created_at: z.string() })).optional(),
  avisos: z.array(z.object({ id: z.string(), titulo: z.string(), mensagem: z.string(), tipo: z.enum(['warning', 'error', 'info']), link: z.string().nullable(), created_at: z.string() })).optional(),
  calendario: z.object({ ano_letivo: z.number().int(), timezone: z.string() }).optional(),
  graficos: z.object({ alunos_por_escola: z.array(z.object({ escola_id: z.string(), escola: z.string(), alunos: z.number().int() })) }).optional(),
});

/**
 * The dashboard (spec 2 "Dashboard"), real and scoped: only the sections the customisation
 * switches on are computed and sent.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dashboard', {
    config: { access: 'own' },
    schema: { tags: ['dashboard'], summary: 'Números, atividades, avisos, calendário e gráficos do escopo do usuário, conforme as seções ligadas', response: { 200: dashboardSchema } },
    handler: async (request) => {
      const actor = actorOf(request);
      const scope = await loadScope(db, actor);
      const { customizacao } = await lerCustomizacao(db);
      const secoes = customizacao.secoes;
      const geral = secoes.calendario ? await readSetting(db, 'geral', geralInput, GERAL_PADRAO) : null;
      return {
        secoes,
        ...(secoes.estatisticas ? { estatisticas: await estatisticas(db, scope) } : {}),
        ...(secoes.atividades ? { atividades: await atividades(db, actor) } : {}),
        ...(secoes.avisos ? { avisos: await avisos(db, actor, scope) } : {}),
        ...(geral ? { calendario: { ano_letivo: geral.anoLetivo, timezone: geral.timezone } } : {}),
        ...(secoes.graficos ? { graficos: { alunos_por_escola: await alunosPorEscola(db, scope) } } : {}),
      };
    },
  });
};
