import { z } from 'zod';
import { versaoConfiguracao } from './versao';

/**
 * How long a network keeps each class of school document, counted in whole school years after the
 * year ends; the retention job (server/services/privacidade/retencao.ts) applies it. What is not here is
 * kept for good, by law: the histórico escolar, the final results, the atas of the councils and the
 * enrolment facts (LDB art. 24 VII: the school issues the histórico at any time; Lei 8.159/1991:
 * public records of permanent value), sealed or not. The access log has its own term in the
 * Privacidade settings.
 *
 * - Class diaries (daily attendance, grade sheets, assessment scores): five years by default and
 *   at least five, the term the state education councils' rules on escrituração escolar most often
 *   set, and the one in which the public body may be called to account (Decreto 20.910/1932).
 * - The verification records of issued boletins (the public /verificar page): five years by
 *   default; a boletim is a copy the family keeps, the record only confirms it.
 */
const RETENCAO_LIMITES = {
  diario_classe_anos: { minimo: 5, maximo: 50, padrao: 5 },
  documentos_emitidos_anos: { minimo: 1, maximo: 50, padrao: 5 },
} as const;

export const RETENCAO_MENSAGENS = {
  diario: `Diários de classe: informe um número inteiro de anos entre ${RETENCAO_LIMITES.diario_classe_anos.minimo} e ${RETENCAO_LIMITES.diario_classe_anos.maximo}`,
  emitidos: `Documentos emitidos: informe um número inteiro de anos entre ${RETENCAO_LIMITES.documentos_emitidos_anos.minimo} e ${RETENCAO_LIMITES.documentos_emitidos_anos.maximo}`,
  empresa: 'Empresa inválida',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar os prazos de guarda desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
} as const;
const MSG = RETENCAO_MENSAGENS;

const anos = (limite: { minimo: number; maximo: number }, mensagem: string) =>
  z.number({ error: mensagem }).int(mensagem).min(limite.minimo, mensagem).max(limite.maximo, mensagem);

/** What the network stores under the 'retencao' key of its settings. */
export const configuracaoRetencao = z.object({
  diario_classe_anos: anos(RETENCAO_LIMITES.diario_classe_anos, MSG.diario),
  documentos_emitidos_anos: anos(RETENCAO_LIMITES.documentos_emitidos_anos, MSG.emitidos),
});
export type ConfiguracaoRetencao = z.infer<typeof configuracaoRetencao>;
export const RETENCAO_PADRAO: ConfiguracaoRetencao = {
  diario_classe_anos: RETENCAO_LIMITES.diario_classe_anos.padrao,
  documentos_emitidos_anos: RETENCAO_LIMITES.documentos_emitidos_anos.padrao,
};

export const retencaoQuery = z.object({ empresa_id: z.string().uuid(MSG.empresa).optional() });
export const configuracaoRetencaoInput = configuracaoRetencao.extend({ updated_at: versaoConfiguracao });
export type ConfiguracaoRetencaoInput = z.input<typeof configuracaoRetencaoInput>;
export const configuracaoRetencaoResposta = configuracaoRetencao.extend({
  empresa_id: z.string().uuid(),
  /** Null while the network uses the defaults. */
  updated_at: z.string().nullable(),
});
export type ConfiguracaoRetencaoResposta = z.infer<typeof configuracaoRetencaoResposta>;

/**
 * The first day a class diary of `anoLetivo` may be removed: `anos` whole years after the year's
 * end (a 2020 diary kept five years goes on 2026-01-01).
 */
export const fimDaGuardaDoDiario = (anoLetivo: number, anos: number) => `${anoLetivo + anos + 1}-01-01`;
