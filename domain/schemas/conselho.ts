import { z } from 'zod';
import { SITUACOES_FINAIS } from '../avaliacao/resultado-final';
import { CONFLITO, dataValida, idObrigatorio, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { dividirLista } from '../conselho/lista';
import { RECUSA_DO_STATUS, STATUS_CONSELHO_LABEL } from '../conselho/status';
import { ENCAMINHAMENTOS, PARECERES, STATUS_CONSELHO } from '../conselho/tipos';
import { ENCAMINHAMENTO_LABEL, PARECER_LABEL } from '../conselho/parecer';
import { paginaDe } from './pagina';

export { ENCAMINHAMENTO_LABEL, PARECER_LABEL, STATUS_CONSELHO_LABEL };

/** The conselho de classe of a class (per bimestre, and the final one of the year), with pt-BR messages. */
export const CONSELHO_MENSAGENS = {
  turma: 'Turma é obrigatória',
  bimestre: 'Bimestre deve ser 1, 2, 3, 4 ou final',
  data: 'Data é obrigatória',
  horario: 'Horário é obrigatório',
  horarioInvalido: 'Horário deve estar no formato HH:MM',
  local: 'Local é obrigatório',
  localLongo: 'Local deve ter no máximo 200 caracteres',
  coordenador: 'Coordenador é obrigatório',
  participantes: 'Selecione ao menos um professor da turma',
  participanteInvalido: 'Professor inválido',
  pauta: 'Pauta é obrigatória: informe os itens separados por vírgula',
  itemLongo: 'Cada item deve ter no máximo 200 caracteres',
  muitosItens: 'Informe no máximo 30 itens',
  observacoesLongas: 'Observações devem ter no máximo 2000 caracteres',
  encaminhamento: 'Encaminhamento inválido',
  recomendacaoLonga: 'Recomendação deve ter no máximo 2000 caracteres',
  parecer: 'Parecer inválido',
  justificativaLonga: 'Justificativa deve ter no máximo 2000 caracteres',
  motivo: 'Informe o motivo da correção',
  motivoLongo: 'Motivo deve ter no máximo 2000 caracteres',
  presenca: 'Informe presente ou ausente para cada professor',
  // Answered by the server.
  naoEncontrado: 'Conselho de classe não encontrado.',
  duplicado: 'Já existe um conselho de classe deste bimestre nesta turma.',
  duplicadoFinal: 'Já existe o conselho final desta turma neste ano letivo.',
  coordenadorInvalido: 'O coordenador deve ser um gestor da escola ou um professor da turma',
  participanteDaTurma: 'Os participantes devem ser professores desta turma',
  naoParticipante: 'Este professor não foi convocado para este conselho',
  alunoNaoEncontrado: 'Aluno não encontrado nesta turma.',
  parecerSoFinal: 'O parecer conclusivo é dado só no conselho final.',
  soGestaoCorrige: 'Só a gestão da escola corrige as decisões de um conselho finalizado.',
  status: RECUSA_DO_STATUS,
  confirmarExclusao: 'Tem certeza que deseja excluir este conselho de classe?',
  conflito: CONFLITO,
} as const;
const MSG = CONSELHO_MENSAGENS;

const HORARIO = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * Guests and agenda typed as one line, split on commas (trimmed, blanks dropped); a list already
 * split is accepted as well and cleaned the same way.
 */
function listaPorVirgulas(obrigatoria: string | null) {
  return z
    .union([z.string(), z.array(z.string()), z.null()], { error: obrigatoria ?? MSG.itemLongo })
    .optional()
    .transform((v, ctx) => {
      const itens = Array.isArray(v) ? v.flatMap((i) => dividirLista(i)) : dividirLista(v);
      if (obrigatoria && !itens.length) ctx.addIssue({ code: 'custom', message: obrigatoria });
      else if (itens.some((i) => i.length > 200)) ctx.addIssue({ code: 'custom', message: MSG.itemLongo });
      else if (itens.length > 30) ctx.addIssue({ code: 'custom', message: MSG.muitosItens });
      return itens;
    });
}

/** 1–4, or null for the final council; the form's 'final' is null too. */
const bimestreDoConselho = z.union([z.number(), z.string(), z.null()], { error: MSG.bimestre }).transform((v, ctx) => {
  if (v === null || v === 'final') return null;
  const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 4) {
    ctx.addIssue({ code: 'custom', message: MSG.bimestre });
    return z.NEVER;
  }
  return n;
});

const campos = {
  data: z.string({ error: MSG.data }).refine(dataValida, { message: MSG.data }),
  horario: z.string({ error: MSG.horario }).trim().min(1, MSG.horario).regex(HORARIO, MSG.horarioInvalido),
  local: textoObrigatorio(MSG.local, 200, MSG.localLongo),
  coordenador_id: idObrigatorio(MSG.coordenador),
  participantes: z
    .array(z.string().uuid(MSG.participanteInvalido), { error: MSG.participantes })
    .min(1, MSG.participantes)
    .transform((ids) => [...new Set(ids.map((i) => i.toLowerCase()))]),
  convidados: listaPorVirgulas(null),
  pauta: listaPorVirgulas(MSG.pauta),
  observacoes: textoOpcional(2000, MSG.observacoesLongas),
};

export const conselhoInput = z.object({ turma_id: idObrigatorio(MSG.turma), bimestre: bimestreDoConselho, ...campos });
export type ConselhoInput = z.input<typeof conselhoInput>;

/** Editing changes the meeting's details; the bimestre and the status stay (the status moves by its actions). */
export const conselhoUpdate = z.object({ ...campos, updated_at: versao() });
export type ConselhoUpdate = z.input<typeof conselhoUpdate>;

export const corrigirInput = z.object({ motivo: textoObrigatorio(MSG.motivo, 2000, MSG.motivoLongo) });

export const presencasInput = z.object({
  presencas: z
    .array(z.object({ usuario_id: z.string().uuid(MSG.participanteInvalido), presente: z.boolean({ error: MSG.presenca }) }), {
      error: MSG.presenca,
    })
    .min(1, MSG.presenca),
});
export type PresencasInput = z.infer<typeof presencasInput>;

export const decisaoInput = z.object({
  encaminhamentos: z
    .array(z.enum(ENCAMINHAMENTOS, { error: MSG.encaminhamento }), { error: MSG.encaminhamento })
    .default([])
    .transform((v) => [...new Set(v)]),
  recomendacao_aluno: textoOpcional(2000, MSG.recomendacaoLonga),
  recomendacao_familia: textoOpcional(2000, MSG.recomendacaoLonga),
  parecer: z
    .enum(PARECERES, { error: MSG.parecer })
    .nullish()
    .transform((v) => v ?? null),
  justificativa: textoOpcional(2000, MSG.justificativaLonga),
  /** The decision's version as loaded; null when the student had none yet. */
  updated_at: versao().nullable().default(null),
});
export type DecisaoInput = z.input<typeof decisaoInput>;

export const listaConselhosQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  bimestre: z
    .enum(['1', '2', '3', '4', 'final', 'all'], { error: 'Filtro inválido' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  status: z
    .enum([...STATUS_CONSELHO, 'all'], { error: 'Filtro inválido' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});
export type FiltrosConselhos = z.infer<typeof listaConselhosQuery>;

const participanteResposta = z.object({ usuario_id: z.string(), nome: z.string(), presente: z.boolean().nullable() });
export type ParticipanteDoConselho = z.infer<typeof participanteResposta>;

export const conselhoResposta = z.object({
  id: z.string(),
  escola_id: z.string(),
  turma_id: z.string(),
  turma_nome: z.string(),
  serie: z.string(),
  ano_letivo: z.number().int(),
  /** 1–4; null: the final council of the year. */
  bimestre: z.number().int().nullable(),
  data: z.string(),
  horario: z.string(),
  local: z.string(),
  coordenador_id: z.string().nullable(),
  coordenador_nome: z.string().nullable(),
  participantes: z.array(participanteResposta),
  convidados: z.array(z.string()),
  pauta: z.array(z.string()),
  observacoes: z.string().nullable(),
  status: z.enum(STATUS_CONSELHO),
  versao: z.number().int(),
  data_finalizacao: z.string().nullable(),
  /** Students with a decision recorded in the current version. */
  decisoes: z.number().int(),
  pode_editar: z.boolean(),
  pode_iniciar: z.boolean(),
  /**
   * Why a scheduled council cannot start yet (the refusal 'Iniciar conselho' would answer: which
   * closings of the bimestre are not finalized), for whom may start it; null otherwise.
   */
  impedimento_iniciar: z.string().nullable(),
  pode_finalizar: z.boolean(),
  pode_corrigir: z.boolean(),
  pode_excluir: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conselho = z.infer<typeof conselhoResposta>;

const resumoConselhosResposta = z.object({
  total: z.number().int(),
  finalizados: z.number().int(),
  em_andamento: z.number().int(),
  agendados: z.number().int(),
});
export type ResumoConselhos = z.infer<typeof resumoConselhosResposta>;

export const listaConselhosResposta = paginaDe(conselhoResposta).extend({ resumo: resumoConselhosResposta });
export type ListaConselhos = z.infer<typeof listaConselhosResposta>;

const eventoDoConselhoResposta = z.object({
  id: z.string(),
  acao: z.enum(['iniciado', 'finalizado', 'corrigido']),
  versao: z.number().int(),
  motivo: z.string().nullable(),
  usuario_nome: z.string().nullable(),
  created_at: z.string(),
});
export type EventoDoConselho = z.infer<typeof eventoDoConselhoResposta>;

export const conselhoDetalhe = conselhoResposta.extend({ eventos: z.array(eventoDoConselhoResposta) });
export type ConselhoDetalhe = z.infer<typeof conselhoDetalhe>;

/** The form's choices: who may coordinate (the school's gestores, the class's professors) and the class's teachers. */
export const opcoesConselhoResposta = z.object({
  coordenadores: z.array(z.object({ id: z.string(), nome: z.string(), papel: z.enum(['gestor', 'professor']) })),
  professores: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export type OpcoesConselho = z.infer<typeof opcoesConselhoResposta>;

export const decisaoResposta = z.object({
  aluno_id: z.string(),
  versao: z.number().int(),
  encaminhamentos: z.array(z.enum(ENCAMINHAMENTOS)),
  recomendacao_aluno: z.string().nullable(),
  recomendacao_familia: z.string().nullable(),
  parecer: z.enum(PARECERES).nullable(),
  justificativa: z.string().nullable(),
  updated_at: z.string(),
});
export type DecisaoDoConselho = z.infer<typeof decisaoResposta>;

/** A decision of an earlier council of the class in the same year. */
const recomendacaoAnterior = z.object({
  conselho_id: z.string(),
  bimestre: z.number().int().nullable(),
  data: z.string(),
  encaminhamentos: z.array(z.enum(ENCAMINHAMENTOS)),
  recomendacao_aluno: z.string().nullable(),
  recomendacao_familia: z.string().nullable(),
});

const alunoDoConselhoResposta = z.object({
  aluno_id: z.string(),
  nome: z.string(),
  matricula: z.string(),
  /** Per subject: the bimester grade (closing snapshot) or, in the final council, the final average and result. */
  notas: z.array(
    z.object({
      disciplina_id: z.string(),
      disciplina_nome: z.string(),
      nota: z.number().nullable(),
      situacao: z.string().nullable(),
    }),
  ),
  aulas: z.number().int(),
  faltas: z.number().int(),
  percentual_frequencia: z.number().nullable(),
  pendencias_abertas: z.number().int(),
  /** Final council: the computed overall result (resultados_finais); null in a bimester council. */
  situacao_computada: z.enum(SITUACOES_FINAIS).nullable(),
  recomendacoes_anteriores: z.array(recomendacaoAnterior),
  decisao: decisaoResposta.nullable(),
});
export type AlunoDoConselho = z.infer<typeof alunoDoConselhoResposta>;

export const alunosDoConselhoResposta = z.object({
  conselho_id: z.string(),
  bimestre: z.number().int().nullable(),
  status: z.enum(STATUS_CONSELHO),
  versao: z.number().int(),
  /** The network lets the council override a failure for absences (regras escolares). */
  conselho_supera_falta: z.boolean(),
  alunos: z.array(alunoDoConselhoResposta),
});
export type AlunosDoConselho = z.infer<typeof alunosDoConselhoResposta>;
