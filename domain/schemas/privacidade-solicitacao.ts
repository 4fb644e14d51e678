import { z } from 'zod';
import { CONFLITO, dataValida, idObrigatorio, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { RELACOES_SOLICITANTE, STATUS_SOLICITACAO, TIPOS_SOLICITACAO } from '../privacidade/tipos';
import { paginaDe } from './pagina';

/** Data-subject requests (LGPD art. 18), with pt-BR messages (the form's and the server's). */
export const SOLICITACAO_MENSAGENS = {
  aluno: 'Aluno é obrigatório',
  solicitante: 'Informe quem fez o pedido',
  solicitanteLongo: 'Nome deve ter no máximo 200 caracteres',
  relacao: 'Informe a relação com o aluno',
  tipo: 'Informe o tipo do pedido',
  descricaoLonga: 'Descrição deve ter no máximo 2000 caracteres',
  recebidaEm: 'Data de recebimento é obrigatória',
  dataInvalida: 'Data inválida',
  status: 'Informe se o pedido foi respondido ou recusado',
  resposta: 'Escreva a resposta dada',
  respostaLonga: 'Resposta deve ter no máximo 5000 caracteres',
  respondidaEm: 'Data da resposta é obrigatória',
  // Answered by the server.
  naoEncontrada: 'Solicitação não encontrada.',
  alunoNaoEncontrado: 'Aluno não encontrado',
  recebidaFutura: 'A data de recebimento não pode ser futura',
  respondidaFutura: 'A data da resposta não pode ser futura',
  respondidaAntes: 'A data da resposta não pode ser anterior ao recebimento',
  jaRespondida: 'Esta solicitação já foi respondida: a resposta não muda depois de dada.',
  conflito: CONFLITO,
  criada: 'Solicitação registrada',
  atualizada: 'Solicitação atualizada',
  respondidaOk: 'Resposta registrada',
} as const;
const MSG = SOLICITACAO_MENSAGENS;

const data = (obrigatoria: string) =>
  z.string({ error: obrigatoria }).trim().min(1, obrigatoria).refine(dataValida, { message: MSG.dataInvalida });

const campos = {
  aluno_id: idObrigatorio(MSG.aluno),
  solicitante_nome: textoObrigatorio(MSG.solicitante, 200, MSG.solicitanteLongo),
  relacao: z.enum(RELACOES_SOLICITANTE, { error: MSG.relacao }),
  tipo: z.enum(TIPOS_SOLICITACAO, { error: MSG.tipo }),
  descricao: textoOpcional(2000, MSG.descricaoLonga),
  recebida_em: data(MSG.recebidaEm),
};

export const solicitacaoInput = z.object(campos);
export type SolicitacaoInput = z.input<typeof solicitacaoInput>;
/** Editing an open request; updated_at is the version loaded. */
export const solicitacaoUpdate = z.object({ ...campos, updated_at: versao() });

/** The answer: given or refused (with the reason), on a day; once given it is final. */
export const responderSolicitacaoInput = z.object({
  status: z.enum(['respondida', 'recusada'], { error: MSG.status }),
  resposta: textoObrigatorio(MSG.resposta, 5000, MSG.respostaLonga),
  respondida_em: data(MSG.respondidaEm),
  updated_at: versao(),
});
export type ResponderSolicitacaoInput = z.input<typeof responderSolicitacaoInput>;

const filtro = <const T extends readonly [string, ...string[]]>(valores: T, message: string) =>
  z
    .enum([...valores, 'all'] as unknown as [T[number] | 'all', ...(T[number] | 'all')[]], { error: message })
    .optional()
    .transform((v) => (v === 'all' ? undefined : (v as T[number] | undefined)));

/** Search over the requester's and the student's names; 'all' (or nothing) is no filter. */
export const listaSolicitacoesQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  status: filtro(STATUS_SOLICITACAO, 'Status inválido'),
  tipo: filtro(TIPOS_SOLICITACAO, 'Tipo inválido'),
});

export const solicitacaoResposta = z.object({
  id: z.string().uuid(),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  aluno_id: z.string().uuid().nullable(),
  aluno_nome: z.string().nullable(),
  solicitante_nome: z.string(),
  relacao: z.enum(RELACOES_SOLICITANTE),
  tipo: z.enum(TIPOS_SOLICITACAO),
  descricao: z.string().nullable(),
  recebida_em: z.string(),
  prazo: z.string(),
  /** For an open request: past its deadline, near it, or ahead (the network's today). */
  situacao_prazo: z.enum(['vencido', 'vencendo', 'no_prazo']).nullable(),
  dias_restantes: z.number().int().nullable(),
  status: z.enum(STATUS_SOLICITACAO),
  resposta: z.string().nullable(),
  respondida_em: z.string().nullable(),
  pode_editar: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Solicitacao = z.infer<typeof solicitacaoResposta>;

export const listaSolicitacoesResposta = paginaDe(solicitacaoResposta).extend({
  resumo: z.object({ abertas: z.number().int(), vencendo: z.number().int(), vencidas: z.number().int() }),
});
export type ListaSolicitacoes = z.infer<typeof listaSolicitacoesResposta>;

/** The dashboard notice: open requests near or past their deadline, the first due on top, and how many. */
export const alertaSolicitacoesResposta = z.object({ itens: z.array(solicitacaoResposta), total: z.number().int() });
export type AlertaSolicitacoes = z.infer<typeof alertaSolicitacoesResposta>;
