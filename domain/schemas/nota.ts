import { z } from 'zod';
import { notaValida, SITUACOES } from '../avaliacao/notas';
import { MODOS_NOTA_BIMESTRE } from '../avaliacao/regras';
import { STATUS_AVALIACAO } from '../avaliacao/sub-avaliacoes';
import { daTurmaNoBimestre, podeEditarExcluir } from './campos-comuns';
import { CONFLITO } from '../academico/campos';

/** Grades as the grade sheet and the edit dialog send them, with pt-BR messages. */
export const NOTA_MENSAGENS = {
  faixa: 'Nota deve estar entre 0 e 10',
  passo: 'Nota deve ter no máximo uma casa decimal',
  invalida: 'Nota inválida',
  bimestre: 'Bimestre deve ser de 1 a 4',
  turma: 'Turma inválida',
  disciplina: 'Disciplina inválida',
  aluno: 'Aluno inválido',
  alunoRepetido: 'Aluno repetido na planilha',
  itens: 'Informe ao menos um aluno',
  observacoes: 'Observações devem ter no máximo 500 caracteres',
  versao: 'Versão do registro inválida',
  // Answered by the server.
  turmaNaoEncontrada: 'Turma não encontrada.',
  disciplinaDaTurma: 'Esta disciplina não é lecionada nesta turma',
  alunoNaoMatriculado: 'Aluno não matriculado nesta turma',
  naoEncontrada: 'Nota não encontrada.',
  conflito: CONFLITO,
  salvas: 'Notas salvas com sucesso',
  porAvaliacoes:
    'A nota do bimestre desta rede é calculada pelas sub-avaliações: lance as notas na página Sub-Avaliações da turma.',
} as const;

/** The version a row was loaded with; a stale one is refused with 409. */
export const versaoSchema = z.iso
  .datetime({ offset: true, error: NOTA_MENSAGENS.versao })
  .refine((v) => new Date(v).getUTCFullYear() >= 1 && new Date(v).getUTCFullYear() <= 9999, { message: NOTA_MENSAGENS.versao })
  .transform((v) => new Date(v).toISOString());

export const uuidSchema = (message: string) => z.string({ error: message }).uuid(message);

const nota = z
  .number({ error: NOTA_MENSAGENS.invalida })
  .min(0, NOTA_MENSAGENS.faixa)
  .max(10, NOTA_MENSAGENS.faixa)
  .refine(notaValida, { message: NOTA_MENSAGENS.passo })
  .nullable()
  .default(null);

export const observacoesSchema = z
  .string({ error: NOTA_MENSAGENS.observacoes })
  .trim()
  .max(500, NOTA_MENSAGENS.observacoes)
  .nullish()
  .transform((v) => v || null);

export const bimestreSchema = z.coerce
  .number({ error: NOTA_MENSAGENS.bimestre })
  .int(NOTA_MENSAGENS.bimestre)
  .min(1, NOTA_MENSAGENS.bimestre)
  .max(4, NOTA_MENSAGENS.bimestre);

const campos = { nota1: nota, nota2: nota, nota3: nota, nota4: nota, observacoes: observacoesSchema };

const planilhaItem = z.object({
  aluno_id: uuidSchema(NOTA_MENSAGENS.aluno),
  ...campos,
  /** The row's version as loaded; null when the sheet showed no row for the student yet. */
  updated_at: versaoSchema.nullable().default(null),
});

/** One grade sheet: every student of a class for a subject and bimestre, saved at once. */
export const planilhaInput = z.object({
  turma_id: uuidSchema(NOTA_MENSAGENS.turma),
  disciplina_id: uuidSchema(NOTA_MENSAGENS.disciplina),
  bimestre: bimestreSchema,
  itens: z
    .array(planilhaItem, { error: NOTA_MENSAGENS.itens })
    .min(1, NOTA_MENSAGENS.itens)
    .max(300)
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((item, i) => {
        if (vistos.has(item.aluno_id))
          ctx.addIssue({ code: 'custom', message: NOTA_MENSAGENS.alunoRepetido, path: [i, 'aluno_id'] });
        vistos.add(item.aluno_id);
      });
    }),
});

/** Editing one record from the school's list. */
export const notaUpdate = z.object({ ...campos, updated_at: versaoSchema });

export type PlanilhaDados = z.output<typeof planilhaInput>;
export type NotaUpdateDados = z.output<typeof notaUpdate>;

/** A network's grading rules as the grade sheet applies them. */
const regrasResposta = z.object({
  media_aprovacao: z.number(),
  media_recuperacao: z.number(),
  frequencia_minima: z.number(),
  alerta_faltas: z.number(),
});

/** A student's grades in one subject and bimestre, with the mean and status the server computed. */
export const notaResposta = z.object({
  id: z.string().uuid(),
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  ...daTurmaNoBimestre,
  nota1: z.number().nullable(),
  nota2: z.number().nullable(),
  nota3: z.number().nullable(),
  nota4: z.number().nullable(),
  media: z.number().nullable(),
  parcial: z.boolean(),
  situacao: z.enum(SITUACOES).nullable(),
  observacoes: z.string().nullable(),
  updated_at: z.string(),
  ...podeEditarExcluir,
});
export type Nota = z.infer<typeof notaResposta>;

/** The cards of the grades page, over the same filters as the list. */
export const resumoNotasResposta = z.object({
  registros: z.number().int(),
  alunos: z.number().int(),
  aprovados: z.number().int(),
  recuperacao: z.number().int(),
  reprovados: z.number().int(),
  parciais: z.number().int(),
  /** Mean of the closed (four-note) means; null when none is closed. */
  media_geral: z.number().nullable(),
});
export type ResumoNotas = z.infer<typeof resumoNotasResposta>;

/** One student's line of the grade sheet. */
const linhaPlanilhaResposta = z.object({
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  nota_id: z.string().uuid().nullable(),
  nota1: z.number().nullable(),
  nota2: z.number().nullable(),
  nota3: z.number().nullable(),
  nota4: z.number().nullable(),
  observacoes: z.string().nullable(),
  media: z.number().nullable(),
  parcial: z.boolean(),
  situacao: z.enum(SITUACOES).nullable(),
  /** The row's version, sent back on save; null when the student has no row yet. */
  updated_at: z.string().nullable(),
  /** "From assessments" mode: the student's result in each column of `avaliacoes`, in order (null: none yet). */
  resultados: z.array(z.object({ nota: z.number().nullable(), ausente: z.boolean(), dispensado: z.boolean() }).nullable()),
  /** "From assessments" mode: the computed bimester grade before the network's rounding (`media` is the rounded one). */
  nota_bruta: z.number().nullable(),
});

/** A class's grade sheet for one subject and bimestre, with the rules its means are judged by. */
export const planilhaResposta = z.object({
  turma: z.object({ id: z.string().uuid(), nome: z.string(), escola_id: z.string().uuid() }),
  disciplina: z.object({ id: z.string().uuid(), nome: z.string() }),
  bimestre: z.number().int(),
  regras: regrasResposta,
  /** How the network makes the bimester grade: the four notes typed here, or computed from the assessments. */
  modo: z.enum(MODOS_NOTA_BIMESTRE),
  /** Why the period is closed (the sheet is read-only), or null while it is open. */
  fechado: z.string().nullable(),
  /** "From assessments" mode: one column per assessment of the class, subject and bimestre. */
  avaliacoes: z.array(
    z.object({
      id: z.string().uuid(),
      titulo: z.string(),
      peso: z.number().int(),
      valor_total: z.number(),
      status: z.enum(STATUS_AVALIACAO),
    }),
  ),
  pode_editar: z.boolean(),
  itens: z.array(linhaPlanilhaResposta),
});
export type Planilha = z.infer<typeof planilhaResposta>;
