import { z } from 'zod';
import { STATUS_RELATORIO_ALUNOS } from '../relatorio-alunos/status';
import { paginaDe } from './pagina';

/** The Relatório de Alunos of a class: the read-only table of students × subjects and its exports. */
export const RELATORIO_ALUNOS_MENSAGENS = {
  turma: 'Turma inválida',
  disciplina: 'Disciplina inválida',
  status: 'Status inválido',
  serie: 'Série inválida',
  formato: 'Formato inválido: use pdf ou xlsx',
  turmaNaoEncontrada: 'Turma não encontrada.',
} as const;
const MSG = RELATORIO_ALUNOS_MENSAGENS;

const FORMATOS_RELATORIO_ALUNOS = ['pdf', 'xlsx'] as const;
export type FormatoRelatorioAlunos = (typeof FORMATOS_RELATORIO_ALUNOS)[number];

/** '' or 'all' (what the screens' selects send for "Todos") is no filter. */
const semFiltro = (v: string | undefined) => (v === undefined || v === '' || v === 'all' ? undefined : v);

export const turmaParams = z.object({ turmaId: z.string({ error: MSG.turma }).uuid(MSG.turma) });

/** The filters of the table, the cards and the exports. */
const filtrosRelatorioAlunos = z.object({
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  disciplina_id: z
    .union([z.literal(''), z.literal('all'), z.string().uuid(MSG.disciplina)], { error: MSG.disciplina })
    .optional()
    .transform(semFiltro),
  status: z
    .enum([...STATUS_RELATORIO_ALUNOS, 'all', ''], { error: MSG.status })
    .optional()
    .transform((v) => semFiltro(v) as (typeof STATUS_RELATORIO_ALUNOS)[number] | undefined),
  serie: z.string({ error: MSG.serie }).trim().max(60, MSG.serie).optional().transform(semFiltro),
});
export type FiltrosRelatorioAlunos = z.output<typeof filtrosRelatorioAlunos>;

export const listaRelatorioAlunosQuery = filtrosRelatorioAlunos.extend({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
});

export const exportarRelatorioAlunosQuery = filtrosRelatorioAlunos.extend({
  formato: z.enum(FORMATOS_RELATORIO_ALUNOS, { error: MSG.formato }),
});

const bimestre = z.object({
  nota: z.number().nullable(),
  /** The bimestre's closing is not finalized: the grade may still change. */
  provisorio: z.boolean(),
});

/** One row: a student in a subject over the year. */
const linhaRelatorioAlunos = z.object({
  id: z.string(),
  aluno_id: z.string(),
  nome: z.string(),
  matricula: z.string(),
  serie: z.string(),
  turma_nome: z.string(),
  disciplina_id: z.string(),
  disciplina_nome: z.string(),
  bimestres: z.array(bimestre),
  /** The annual average so far, two decimals. */
  media: z.number().nullable(),
  recuperacao: z.number().nullable(),
  media_final: z.number().nullable(),
  aulas: z.number().int(),
  presencas: z.number().int(),
  /** Presences over lessons, one decimal; null before any lesson. */
  percentual_frequencia: z.number().nullable(),
  status: z.enum(STATUS_RELATORIO_ALUNOS),
});
export type LinhaRelatorioAlunos = z.infer<typeof linhaRelatorioAlunos>;

const resumoRelatorioAlunos = z.object({
  total_alunos: z.number().int(),
  aprovados: z.number().int(),
  recuperacao: z.number().int(),
  media: z.number().nullable(),
});
export type ResumoRelatorioAlunos = z.infer<typeof resumoRelatorioAlunos>;

const limiaresRelatorioAlunos = z.object({
  media_aprovacao: z.number(),
  media_recuperacao: z.number(),
  frequencia_boa: z.number(),
  frequencia_minima: z.number(),
});

export const relatorioAlunosResposta = paginaDe(linhaRelatorioAlunos).extend({
  resumo: resumoRelatorioAlunos,
  limiares: limiaresRelatorioAlunos,
  /** Some bimestre shown is not finalized yet. */
  provisorio: z.boolean(),
  /** The subjects the user sees in the class (the filter's choices). */
  disciplinas: z.array(z.object({ id: z.string(), nome: z.string() })),
  /** The class (its série is the 'Série' filter's choice). */
  turma: z.object({ id: z.string(), nome: z.string(), serie: z.string(), ano_letivo: z.number().int() }),
  /** The class's year is finished: the statuses are the final situations. */
  ano_encerrado: z.boolean(),
  /** The user may download the class's boletins (gestor, empresa, administrador, the class's responsável professor). */
  boletins: z.boolean(),
});
export type RelatorioAlunos = z.infer<typeof relatorioAlunosResposta>;
