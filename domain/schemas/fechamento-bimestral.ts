import { z } from 'zod';
import { CONFLITO, idObrigatorio, textoObrigatorio, textoOpcional, versao } from '../academico/campos';

export const STATUS_FECHAMENTO_BIMESTRAL = ['em_andamento', 'finalizado', 'aprovado'] as const;
export type StatusFechamentoBimestral = (typeof STATUS_FECHAMENTO_BIMESTRAL)[number];

export const STATUS_FECHAMENTO_LABEL: Record<StatusFechamentoBimestral, string> = {
  em_andamento: 'Em Andamento',
  finalizado: 'Finalizado',
  aprovado: 'Aprovado',
};

export const EVENTO_FECHAMENTO_LABEL = { finalizado: 'Finalizado', reaberto: 'Reaberto', aprovado: 'Aprovado' } as const;

export const FECHAMENTO_BIMESTRAL_MENSAGENS = {
  turma: 'Turma é obrigatória',
  disciplina: 'Disciplina é obrigatória',
  disciplinaDaTurma: 'Esta disciplina não é lecionada nesta turma.',
  bimestre: 'Bimestre deve ser 1, 2, 3 ou 4',
  duplicado: 'Já existe um fechamento desta disciplina neste bimestre.',
  observacoesLongas: 'Observações devem ter no máximo 2000 caracteres',
  justificativaLonga: 'Justificativa deve ter no máximo 2000 caracteres',
  justificativaObrigatoria:
    'Mais da metade da turma está abaixo da média de aprovação: informe uma justificativa para finalizar.',
  aulasPrevistas: 'Aulas previstas deve ser um número inteiro entre 0 e 500',
  motivo: 'Informe o motivo da reabertura',
  motivoLongo: 'Motivo deve ter no máximo 2000 caracteres',
  naoEncontrado: 'Fechamento bimestral não encontrado.',
  soEmAndamento: 'Só é possível alterar um fechamento em andamento.',
  jaFinalizado: 'Este fechamento já foi finalizado.',
  naoFinalizado: 'Só um fechamento finalizado pode ser reaberto.',
  aprovarSoFinalizado: 'Só um fechamento finalizado pode ser aprovado.',
  excluirSoEmAndamento: 'Só é possível excluir um fechamento em andamento.',
  excluirComHistorico: 'Este fechamento já foi finalizado antes e guarda o histórico: não pode ser excluído.',
  naoLecionaDisciplina: 'Você não leciona esta disciplina nesta turma.',
  naoPodeReabrir: 'Só a gestão da escola reabre ou aprova um fechamento.',
  naoLeciona: 'Você só pode finalizar o fechamento das disciplinas que leciona nesta turma.',
  prazoVencido: (bimestre: number, prazo: string) =>
    `O prazo de fechamento do ${bimestre}º bimestre terminou em ${prazo}: só a secretaria (empresa) pode reabrir este fechamento.`,
  confirmarExclusao: 'Tem certeza que deseja excluir este fechamento bimestral?',
  /** Finalizing with open blocking pendencies (missing roll calls, grades, assessment results). */
  pendenciasBloqueantes: (n: number, podeSuperar: boolean) =>
    `${n === 1 ? 'Há 1 pendência bloqueante' : `Há ${n} pendências bloqueantes`} desta turma e disciplina no bimestre: ${n === 1 ? 'resolva-a' : 'resolva-as'} ${podeSuperar ? 'ou finalize com uma justificativa.' : 'antes de finalizar.'}`,
  soGestaoSuperaPendencias: 'Só a gestão da escola pode finalizar um fechamento com pendências bloqueantes.',
  motivoPendenciasLongo: 'Justificativa deve ter no máximo 2000 caracteres',
  conflito: CONFLITO,
} as const;
const MSG = FECHAMENTO_BIMESTRAL_MENSAGENS;

const bimestreDoFechamento = z.coerce.number({ error: MSG.bimestre }).int(MSG.bimestre).min(1, MSG.bimestre).max(4, MSG.bimestre);

/** Blank → null (the calendar's figure); otherwise a whole number of lessons. */
const aulasPrevistasSchema = z
  .union([z.number(), z.string(), z.null()], { error: MSG.aulasPrevistas })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 500) {
      ctx.addIssue({ code: 'custom', message: MSG.aulasPrevistas });
      return z.NEVER;
    }
    return n;
  });

const observacoes = textoOpcional(2000, MSG.observacoesLongas);
const justificativa = textoOpcional(2000, MSG.justificativaLonga);

export const fechamentoBimestralInput = z.object({
  turma_id: idObrigatorio(MSG.turma),
  disciplina_id: idObrigatorio(MSG.disciplina),
  bimestre: bimestreDoFechamento,
  observacoes,
  aulas_previstas: aulasPrevistasSchema,
});
export type FechamentoBimestralInput = z.infer<typeof fechamentoBimestralInput>;

/** Only the typed fields change; the figures are computed and the status moves by its actions. */
export const fechamentoBimestralUpdate = z.object({
  observacoes,
  justificativa,
  aulas_previstas: aulasPrevistasSchema,
  updated_at: versao(),
});
export type FechamentoBimestralUpdate = z.infer<typeof fechamentoBimestralUpdate>;

/** motivo_pendencias: the management's written reason to finalize despite open blocking pendencies. */
export const finalizarInput = z
  .object({ justificativa, motivo_pendencias: textoOpcional(2000, MSG.motivoPendenciasLongo) })
  .default({ justificativa: null, motivo_pendencias: null });
export const reabrirInput = z.object({ motivo: textoObrigatorio(MSG.motivo, 2000, MSG.motivoLongo) });

export const fechamentoBimestralResposta = z.object({
  id: z.string(),
  escola_id: z.string(),
  turma_id: z.string(),
  turma_nome: z.string(),
  serie: z.string(),
  disciplina_id: z.string(),
  disciplina_nome: z.string(),
  professores: z.array(z.string()),
  bimestre: z.number().int(),
  ano_letivo: z.number().int(),
  status: z.enum(STATUS_FECHAMENTO_BIMESTRAL),
  observacoes: z.string().nullable(),
  justificativa: z.string().nullable(),
  /** The override typed for this closing, or null (the calendar's figure). */
  aulas_previstas_informadas: z.number().int().nullable(),
  aulas_previstas: z.number().int(),
  aulas_dadas: z.number().int(),
  percentual_frequencia: z.number().nullable(),
  media_turma: z.number().nullable(),
  alunos: z.number().int(),
  aprovados: z.number().int(),
  recuperacao: z.number().int(),
  reprovados: z.number().int(),
  pendentes: z.number().int(),
  abaixo_frequencia_minima: z.number().int(),
  exige_justificativa: z.boolean(),
  prazo: z.string().nullable(),
  prazo_vencido: z.boolean(),
  data_fechamento: z.string().nullable(),
  versao_snapshot: z.number().int(),
  pode_editar: z.boolean(),
  pode_finalizar: z.boolean(),
  pode_reabrir: z.boolean(),
  pode_aprovar: z.boolean(),
  pode_excluir: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FechamentoBimestral = z.infer<typeof fechamentoBimestralResposta>;

const alunoDoFechamentoResposta = z.object({
  aluno_id: z.string(),
  nome: z.string(),
  matricula: z.string(),
  nota_bruta: z.number().nullable(),
  nota: z.number().nullable(),
  faltas: z.number().int(),
  aulas: z.number().int(),
  percentual_frequencia: z.number().nullable(),
  situacao: z.string(),
});
export type AlunoDoFechamento = z.infer<typeof alunoDoFechamentoResposta>;

const eventoDoFechamentoResposta = z.object({
  id: z.string(),
  acao: z.enum(['finalizado', 'reaberto', 'aprovado']),
  motivo: z.string().nullable(),
  usuario_nome: z.string().nullable(),
  created_at: z.string(),
});
export type EventoDoFechamento = z.infer<typeof eventoDoFechamentoResposta>;

export const fechamentoBimestralDetalhe = fechamentoBimestralResposta.extend({
  /** 'snapshot' once finalized (what was stored), 'ao_vivo' while open. */
  origem: z.enum(['ao_vivo', 'snapshot']),
  itens: z.array(alunoDoFechamentoResposta),
  eventos: z.array(eventoDoFechamentoResposta),
});
export type FechamentoBimestralDetalhe = z.infer<typeof fechamentoBimestralDetalhe>;

export const resumoFechamentosResposta = z.object({
  total: z.number().int(),
  finalizados: z.number().int(),
  em_andamento: z.number().int(),
  /** Mean of the closings' attendance percentages, one decimal; null shows '0%'. */
  media_frequencia: z.number().nullable(),
});
export type ResumoFechamentos = z.infer<typeof resumoFechamentosResposta>;

/**
 * What stands in the way of finalizing a closing, asked before the click (the finalize dialog): the
 * open blocking pendencies of its class, subject and bimestre, the students whose bimester grade is
 * not complete, the lessons given against the planned ones, and whether a justificativa will be
 * required. The server computes it with the same code the finalization runs.
 */
export const impedimentosFechamentoResposta = z.object({
  pendencias_bloqueantes: z.array(z.object({ id: z.string(), titulo: z.string(), link: z.string().nullable() })),
  /** The school's management may finalize past them with a written reason; a professor must resolve them. */
  pode_superar_pendencias: z.boolean(),
  alunos_sem_nota: z.array(z.object({ aluno_id: z.string(), nome: z.string() })),
  aulas_previstas: z.number().int(),
  aulas_dadas: z.number().int(),
  exige_justificativa: z.boolean(),
});
export type ImpedimentosFechamento = z.infer<typeof impedimentosFechamentoResposta>;
