import { z } from 'zod';
import { SITUACOES_FINAIS } from '../avaliacao/resultado-final';
import { notaValida } from '../avaliacao/notas';
import { paginaDe } from './pagina';

/** The year of a class (Fechamento Anual): list of subjects, the students' results, recuperação final, finishing and reopening. */
export const FECHAMENTO_ANUAL_MENSAGENS = {
  turma: 'Turma inválida',
  disciplina: 'Disciplina inválida',
  aluno: 'Aluno inválido',
  alunoRepetido: 'Aluno repetido na lista',
  itens: 'Informe ao menos um aluno',
  faixa: 'Nota deve estar entre 0 e 10',
  passo: 'Nota deve ter no máximo uma casa decimal',
  invalida: 'Nota inválida',
  motivo: 'Informe o motivo da reabertura',
  motivoLongo: 'O motivo deve ter no máximo 500 caracteres',
  ano: 'Ano letivo inválido',
  status: 'Status inválido',
  // Answered by the server.
  turmaNaoEncontrada: 'Turma não encontrada.',
  naoElegivel: 'Só alunos com média anual abaixo da média de aprovação fazem a recuperação final',
  alunoNaoMatriculado: 'Aluno não matriculado nesta turma',
  jaEncerrado: (ano: number, turma: string) => `O ano letivo de ${ano} do ${turma} já está encerrado.`,
  naoEncerrado: (ano: number, turma: string) => `O ano letivo de ${ano} do ${turma} não está encerrado.`,
  semDisciplinas: (turma: string) => `O ${turma} não tem disciplinas atribuídas: não há o que encerrar.`,
  faltamBimestres: (turma: string, faltas: string[]) =>
    `Não é possível encerrar o ano letivo do ${turma}: faltam finalizar ${faltas.join('; ')}.`,
  soEmpresaReabre: 'Só a secretaria (empresa) pode reabrir um ano letivo encerrado.',
  encerrado: 'Ano letivo encerrado com sucesso',
  reaberto: 'Ano letivo reaberto',
  recuperacaoSalva: 'Recuperação final salva',
  confirmarEncerrar:
    'Encerrar o ano letivo desta turma? Os resultados finais serão gravados e notas, avaliações e frequência ficarão bloqueadas.',
} as const;
const MSG = FECHAMENTO_ANUAL_MENSAGENS;

export const STATUS_FECHAMENTO_ANUAL = ['em_andamento', 'finalizado', 'aprovado'] as const;
export type StatusFechamentoAnual = (typeof STATUS_FECHAMENTO_ANUAL)[number];
export const STATUS_FECHAMENTO_ANUAL_LABEL: Record<StatusFechamentoAnual, string> = {
  em_andamento: 'Em andamento',
  finalizado: 'Finalizado',
  aprovado: 'Aprovado',
};

const uuid = (message: string) => z.string({ error: message }).uuid(message);

export const turmaQuery = z.object({ turma_id: uuid(MSG.turma) });

/** The list's query ('all' in a filter is no filter; the server's schema checks the values). */
export interface FiltrosFechamentosAnuais {
  turma_id: string;
  pagina?: number;
  por_pagina?: number;
  busca?: string;
  disciplina_id?: string;
  ano_letivo?: string;
  status?: string;
}

/** One row of the page: a subject of the class over the year. */
const fechamentoAnualResposta = z.object({
  id: z.string(),
  turma_id: z.string(),
  turma_nome: z.string(),
  serie: z.string(),
  disciplina_id: z.string(),
  disciplina_nome: z.string(),
  professores: z.array(z.string()),
  ano_letivo: z.number().int(),
  /** Mean of the students' annual averages (two decimals; the page shows one). */
  media_anual: z.number().nullable(),
  aprovados: z.number().int(),
  recuperacao: z.number().int(),
  reprovados: z.number().int(),
  /** Lessons given (roll calls recorded) in the year. */
  aulas_dadas: z.number().int(),
  /** Presences over lessons, one decimal; null before any lesson. */
  percentual_frequencia: z.number().nullable(),
  status: z.enum(STATUS_FECHAMENTO_ANUAL),
  data_fechamento: z.string().nullable(),
});
export type FechamentoAnual = z.infer<typeof fechamentoAnualResposta>;

const resumoFechamentoAnual = z.object({
  total: z.number().int(),
  finalizados: z.number().int(),
  em_andamento: z.number().int(),
  media_anual: z.number().nullable(),
});

export const listaFechamentosAnuaisResposta = paginaDe(fechamentoAnualResposta).extend({
  resumo: resumoFechamentoAnual,
  /** The class's year as a whole, and what the actor may do with it. */
  ano: z.object({
    turma_id: z.string(),
    turma_nome: z.string(),
    ano_letivo: z.number().int(),
    status: z.enum(STATUS_FECHAMENTO_ANUAL),
    data_fechamento: z.string().nullable(),
    pode_encerrar: z.boolean(),
    pode_reabrir: z.boolean(),
    pode_rematricular: z.boolean(),
  }),
  disciplinas: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type ListaFechamentosAnuais = z.infer<typeof listaFechamentosAnuaisResposta>;

/** A final result, in a subject or overall: the situation, its label and why it fails. */
const resultadoFinal = {
  situacao: z.enum(SITUACOES_FINAIS),
  rotulo: z.string(),
  reprovado_por_nota: z.boolean(),
  reprovado_por_falta: z.boolean(),
};

/** A student's figures in one subject over the year. */
const resultadoDisciplinaResposta = z.object({
  disciplina_id: z.string(),
  notas: z.array(z.number().nullable()),
  media_anual: z.number().nullable(),
  recuperacao: z.number().nullable(),
  media_final: z.number().nullable(),
  aulas: z.number().int(),
  faltas: z.number().int(),
  percentual_frequencia: z.number().nullable(),
  ...resultadoFinal,
  /** Below the passing average in a subject that fails students, while the year is open. */
  elegivel_recuperacao: z.boolean(),
  /** The actor may type this student's recuperação final grade in this subject now. */
  pode_lancar_recuperacao: z.boolean(),
});

const resultadoAlunoResposta = z.object({
  aluno_id: z.string(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  ...resultadoFinal,
  disciplinas: z.array(resultadoDisciplinaResposta),
});
export type ResultadoAluno = z.infer<typeof resultadoAlunoResposta>;

export const resultadosAlunosResposta = z.object({
  turma_id: z.string(),
  ano_letivo: z.number().int(),
  status: z.enum(STATUS_FECHAMENTO_ANUAL),
  media_aprovacao: z.number(),
  disciplinas: z.array(z.object({ id: z.string(), nome: z.string() })),
  alunos: z.array(resultadoAlunoResposta),
});
export type ResultadosAlunos = z.infer<typeof resultadosAlunosResposta>;

const notaRecuperacao = z
  .number({ error: MSG.invalida })
  .min(0, MSG.faixa)
  .max(10, MSG.faixa)
  .refine(notaValida, { message: MSG.passo })
  .nullable();

export const recuperacaoInput = z.object({
  turma_id: uuid(MSG.turma),
  disciplina_id: uuid(MSG.disciplina),
  itens: z
    .array(z.object({ aluno_id: uuid(MSG.aluno), nota: notaRecuperacao }), { error: MSG.itens })
    .min(1, MSG.itens)
    .max(200, MSG.itens)
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((item, i) => {
        if (vistos.has(item.aluno_id)) ctx.addIssue({ code: 'custom', message: MSG.alunoRepetido, path: [i, 'aluno_id'] });
        vistos.add(item.aluno_id);
      });
    }),
});
export type RecuperacaoInput = z.infer<typeof recuperacaoInput>;

export const encerrarInput = z.object({ turma_id: uuid(MSG.turma) });
export const reabrirInput = z.object({
  turma_id: uuid(MSG.turma),
  motivo: z.string({ error: MSG.motivo }).trim().min(1, MSG.motivo).max(500, MSG.motivoLongo),
});

export const anoDaTurmaResposta = z.object({
  turma_id: z.string(),
  ano_letivo: z.number().int(),
  status: z.enum(STATUS_FECHAMENTO_ANUAL),
  data_fechamento: z.string().nullable(),
  alunos: z.number().int(),
});
