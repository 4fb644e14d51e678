import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { loadScope } from '../../lib/scope';
import { actorOf } from '../../plugins/access';
import { lerCustomizacao } from '../../services/customizacao';
import { alunosPorEscola, atividades, avisos, estatisticas, painelDoAluno } from '../../services/dashboard';
import { lerGeral } from '../../services/identidade';

const dashboardSchema = z.object({
  secoes: z.object({
    estatisticas: z.boolean(),
    atividades: z.boolean(),
    avisos: z.boolean(),
    calendario: z.boolean(),
    graficos: z.boolean(),
    links: z.boolean(),
  }),
  estatisticas: z
    .object({
      alunos: z.number().int(),
      escolas: z.number().int(),
      disciplinas: z.number().int(),
      taxa_aprovacao: z.number().nullable(),
    })
    .optional(),
  /** `texto`: the sentence with who and what ("Carlos Lima lançou as notas do 1º bimestre de Matemática — 6º Ano A"). */
  atividades: z
    .array(
      z.object({
        id: z.string(),
        acao: z.string(),
        entidade: z.string(),
        usuario_email: z.string().nullable(),
        texto: z.string(),
        created_at: z.string(),
      }),
    )
    .optional(),
  avisos: z
    .array(
      z.object({
        id: z.string(),
        titulo: z.string(),
        mensagem: z.string(),
        tipo: z.enum(['warning', 'error', 'info']),
        link: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .optional(),
  calendario: z.object({ ano_letivo: z.number().int(), timezone: z.string() }).optional(),
  graficos: z
    .object({ alunos_por_escola: z.array(z.object({ escola_id: z.string(), escola: z.string(), alunos: z.number().int() })) })
    .optional(),
  /** The aluno's own figures, in place of the scope's counts and the chart (a scope of one). */
  aluno: z
    .object({
      nome: z.string(),
      turma: z.string().nullable(),
      escola: z.string().nullable(),
      frequencia: z.object({ percentual: z.number().nullable(), aulas: z.number().int(), faltas: z.number().int() }),
      medias: z.array(
        z.object({ disciplina_id: z.string(), disciplina: z.string(), media: z.number().nullable(), parcial: z.boolean() }),
      ),
      media_aprovacao: z.number(),
    })
    .nullable()
    .optional(),
});

/**
 * The dashboard (spec 2 "Dashboard"), real and scoped: only the sections the customisation
 * switches on are computed and sent. An aluno gets its own figures instead of the scope's
 * counts, and no chart (issue 10 §8).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dashboard', {
    config: { access: 'own' },
    schema: {
      tags: ['dashboard'],
      summary: 'Números, atividades, avisos, calendário e gráficos do escopo do usuário, conforme as seções ligadas',
      response: { 200: dashboardSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const scope = await loadScope(db, actor);
      // The sections and the calendar of the user's own network (the platform's for administradores).
      const empresaId = actor.tipo_usuario === 'administrador' ? null : actor.empresa_id;
      const { customizacao } = await lerCustomizacao(db, empresaId);
      const secoes = customizacao.secoes;
      const geral = secoes.calendario ? await lerGeral(db, empresaId) : null;
      return {
        secoes,
        ...(secoes.estatisticas
          ? scope.tipo === 'aluno'
            ? { aluno: await painelDoAluno(db, scope) }
            : { estatisticas: await estatisticas(db, scope) }
          : {}),
        ...(secoes.atividades ? { atividades: await atividades(db, actor, scope) } : {}),
        ...(secoes.avisos ? { avisos: await avisos(db, actor, scope) } : {}),
        ...(geral ? { calendario: { ano_letivo: geral.anoLetivo, timezone: geral.timezone } } : {}),
        ...(secoes.graficos && scope.tipo !== 'aluno'
          ? { graficos: { alunos_por_escola: await alunosPorEscola(db, scope) } }
          : {}),
      };
    },
  });
};
