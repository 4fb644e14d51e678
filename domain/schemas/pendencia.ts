import { z } from 'zod';
import { CONFLITO, dataValida, idObrigatorio, idOpcional, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { ACOES_PENDENCIA } from '../pendencia/status';
import {
  ORIGENS_PENDENCIA,
  type OrigemPendencia,
  PRIORIDADES_PENDENCIA,
  type PrioridadePendencia,
  STATUS_PENDENCIA,
  type StatusPendencia,
  TIPOS_PENDENCIA,
  type TipoPendencia,
} from '../pendencia/tipos';
import { paginaDe } from './pagina';

export const TIPO_PENDENCIA_LABEL: Record<TipoPendencia, string> = {
  academica: 'Acadêmica',
  disciplinar: 'Disciplinar',
  documental: 'Documental',
  frequencia: 'Frequência',
  outro: 'Outro',
};

export const PRIORIDADE_PENDENCIA_LABEL: Record<PrioridadePendencia, string> = {
  baixa: 'Baixa',
  media: 'Média',
  alta: 'Alta',
  critica: 'Crítica',
};

export const STATUS_PENDENCIA_LABEL: Record<StatusPendencia, string> = {
  pendente: 'Pendente',
  em_andamento: 'Em Andamento',
  resolvida: 'Resolvida',
  cancelada: 'Cancelada',
};

/** Who raised it, as the row tells it: a person, or the cause the system found. */
export const ORIGEM_PENDENCIA_LABEL: Record<OrigemPendencia, string> = {
  manual: 'Manual',
  chamada_ausente: 'Chamada não registrada',
  avaliacao_sem_notas: 'Avaliação sem notas',
  notas_faltando: 'Notas do bimestre faltando',
  frequencia_baixa: 'Frequência abaixo do mínimo',
  conselho_tutelar: 'Faltas para o Conselho Tutelar',
  conselho_atrasado: 'Conselho de classe não realizado',
};

/** The pendencies of a class, with pt-BR messages (the form's and the server's). */
export const PENDENCIA_MENSAGENS = {
  titulo: 'Título é obrigatório',
  tituloLongo: 'Título deve ter no máximo 200 caracteres',
  descricao: 'Descrição é obrigatória',
  descricaoLonga: 'Descrição deve ter no máximo 2000 caracteres',
  tipo: 'Tipo é obrigatório',
  prioridade: 'Prioridade é obrigatória',
  responsavel: 'Responsável é obrigatório',
  dataVencimento: 'Data de vencimento é obrigatória',
  dataVencimentoInvalida: 'Data de vencimento inválida',
  aluno: 'Aluno inválido',
  disciplina: 'Disciplina inválida',
  observacoes: 'Observações devem ter no máximo 2000 caracteres',
  motivo: 'Informe o motivo do cancelamento',
  motivoLongo: 'Motivo deve ter no máximo 1000 caracteres',
  // Answered by the server.
  naoEncontrada: 'Pendência não encontrada.',
  responsavelDaTurma: 'O responsável deve ser um gestor da escola ou um professor da turma',
  alunoDaTurma: 'Este aluno não está matriculado nesta turma',
  disciplinaDaTurma: 'Esta disciplina não é lecionada nesta turma',
  naoLeciona: 'Você só pode registrar pendências das disciplinas que leciona nesta turma.',
  geradaTravada: 'Pendência gerada pelo sistema: só o responsável e as observações podem ser alterados',
  geradaExcluir: 'Uma pendência gerada pelo sistema não pode ser excluída: ela é resolvida quando a causa for corrigida.',
  conflito: CONFLITO,
  confirmarExclusao: 'Tem certeza que deseja excluir esta pendência?',
  criada: 'Pendência criada com sucesso',
  atualizada: 'Pendência atualizada com sucesso',
  excluida: 'Pendência excluída com sucesso',
  notificacaoTitulo: 'Nova pendência atribuída a você',
  notificacao: (titulo: string, turma: string) => `${titulo} — ${turma}`,
} as const;
const MSG = PENDENCIA_MENSAGENS;

/** The fields a person types; a generated pendency's título, descrição and cause are the system's. */
const campos = {
  titulo: textoObrigatorio(MSG.titulo, 200, MSG.tituloLongo),
  descricao: textoObrigatorio(MSG.descricao, 2000, MSG.descricaoLonga),
  tipo: z.enum(TIPOS_PENDENCIA, { error: MSG.tipo }).default('academica'),
  prioridade: z.enum(PRIORIDADES_PENDENCIA, { error: MSG.prioridade }).default('media'),
  responsavel_id: idObrigatorio(MSG.responsavel),
  /** Optional: empty is stored as absent. */
  aluno_id: idOpcional(MSG.aluno),
  disciplina_id: idOpcional(MSG.disciplina),
  data_vencimento: z
    .string({ error: MSG.dataVencimento })
    .trim()
    .min(1, MSG.dataVencimento)
    .refine(dataValida, { message: MSG.dataVencimentoInvalida }),
  observacoes: textoOpcional(2000, MSG.observacoes),
};

export const pendenciaInput = z.object(campos);
/** Editing keeps the status (and the class); updated_at is the version loaded. */
export const pendenciaUpdate = z.object({ ...campos, updated_at: versao() });

export type PendenciaDados = z.output<typeof pendenciaInput>;

/** iniciar, resolver and reabrir: one step from the version on screen (two clicks move once). */
export const acaoPendenciaInput = z.object({ updated_at: versao() });
/** cancelar: the reason is required. */
export const cancelarPendenciaInput = z.object({
  updated_at: versao(),
  motivo: textoObrigatorio(MSG.motivo, 1000, MSG.motivoLongo),
});

/** The list's 'Origem' filter: typed by someone, or raised by the system. */
export const ORIGENS_FILTRO = ['manual', 'sistema'] as const;
export const ORIGEM_FILTRO_LABEL: Record<(typeof ORIGENS_FILTRO)[number], string> = {
  manual: 'Criadas por pessoas',
  sistema: 'Geradas pelo sistema',
};

const filtro = <const T extends readonly [string, ...string[]]>(valores: T, message: string) =>
  z
    .enum([...valores, 'all'] as unknown as [T[number] | 'all', ...(T[number] | 'all')[]], { error: message })
    .optional()
    .transform((v) => (v === 'all' ? undefined : (v as T[number] | undefined)));

/** Search over título, descrição, aluno and responsável; 'all' (or nothing) is no filter. */
export const listaPendenciasQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  tipo: filtro(TIPOS_PENDENCIA, 'Tipo inválido'),
  prioridade: filtro(PRIORIDADES_PENDENCIA, 'Prioridade inválida'),
  status: filtro(STATUS_PENDENCIA, 'Status inválido'),
  /** Who raised it: a person (manual) or the system (any generator). */
  origem: filtro(ORIGENS_FILTRO, 'Origem inválida'),
});

export const pendenciaResposta = z.object({
  id: z.string().uuid(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_PENDENCIA),
  prioridade: z.enum(PRIORIDADES_PENDENCIA),
  status: z.enum(STATUS_PENDENCIA),
  responsavel_id: z.string().uuid().nullable(),
  responsavel_nome: z.string().nullable(),
  aluno_id: z.string().uuid().nullable(),
  aluno_nome: z.string().nullable(),
  disciplina_id: z.string().uuid().nullable(),
  disciplina_nome: z.string().nullable(),
  bimestre: z.number().int().nullable(),
  data_vencimento: z.string(),
  /** The network's day it was resolved (shown under the due date). */
  data_resolucao: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  observacoes: z.string().nullable(),
  origem: z.enum(ORIGENS_PENDENCIA),
  /** Where to act (an app path), for a generated one. */
  link: z.string().nullable(),
  /** Blocks finalizing the bimestre of its class and subject while open. */
  bloqueante: z.boolean(),
  /** The status actions the actor may take now (the row's buttons; the server still checks). */
  acoes: z.array(z.enum(ACOES_PENDENCIA)),
  pode_editar: z.boolean(),
  pode_excluir: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pendencia = z.infer<typeof pendenciaResposta>;

/** The 4 cards over the same filters as the list. */
const resumoPendencias = z.object({
  total: z.number().int(),
  resolvidas: z.number().int(),
  em_andamento: z.number().int(),
  pendentes: z.number().int(),
});
export type ResumoPendencias = z.infer<typeof resumoPendencias>;

export const listaPendenciasResposta = paginaDe(pendenciaResposta).extend({ resumo: resumoPendencias });
export type ListaPendencias = z.infer<typeof listaPendenciasResposta>;

/** The signed-in user's open pendencies (the dashboard): the first ones by due date and how many in all. */
export const minhasPendenciasResposta = z.object({ itens: z.array(pendenciaResposta), total: z.number().int() });
export type MinhasPendencias = z.infer<typeof minhasPendenciasResposta>;

const opcao = z.object({ id: z.string().uuid(), nome: z.string() });
/** The form's choices for a class: who may be responsável, its students and its subjects. */
export const opcoesPendenciaResposta = z.object({
  responsaveis: z.array(opcao.extend({ papel: z.enum(['gestor', 'professor']) })),
  alunos: z.array(opcao),
  disciplinas: z.array(opcao),
});
export type OpcoesPendencia = z.infer<typeof opcoesPendenciaResposta>;
