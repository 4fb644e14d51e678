import { z } from 'zod';

/** An aluno's own figures, shown in place of the scope's counts and the chart (a scope of one). */
const painelDoAlunoResposta = z.object({
  nome: z.string(),
  turma: z.string().nullable(),
  escola: z.string().nullable(),
  frequencia: z.object({ percentual: z.number().nullable(), aulas: z.number().int(), faltas: z.number().int() }),
  medias: z.array(
    z.object({ disciplina_id: z.string(), disciplina: z.string(), media: z.number().nullable(), parcial: z.boolean() }),
  ),
  media_aprovacao: z.number(),
});
export type PainelDoAluno = z.infer<typeof painelDoAlunoResposta>;

/** Class × subject × bimestre past the closing deadline without a finalized closing (gestor, professor). */
export const fechamentoAtrasadoResposta = z.object({
  turma_id: z.string(),
  turma: z.string(),
  escola_id: z.string(),
  disciplina_id: z.string(),
  disciplina: z.string(),
  bimestre: z.number().int(),
  prazo: z.string(),
  /** How many closings of this class are late (the dashboard shows a few of them). */
  turma_total: z.number().int(),
});
export type FechamentoAtrasado = z.infer<typeof fechamentoAtrasadoResposta>;

/** The dashboard's preview: the first classes, a few rows each; `total` and `turmas` count the whole list. */
const fechamentosAtrasadosResposta = z.object({
  total: z.number().int(),
  turmas: z.number().int(),
  itens: z.array(fechamentoAtrasadoResposta),
});
export type FechamentosAtrasados = z.infer<typeof fechamentosAtrasadosResposta>;

/** The dashboard: only the sections the customisation switches on are sent. */
export const dashboardResposta = z.object({
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
  aluno: painelDoAlunoResposta.nullable().optional(),
  fechamentos_atrasados: fechamentosAtrasadosResposta.optional(),
});
export type Dashboard = z.infer<typeof dashboardResposta>;
