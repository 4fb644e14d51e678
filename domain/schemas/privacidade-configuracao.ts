import { z } from 'zod';
import { versaoConfiguracao } from './versao';

/**
 * How long a network keeps its access log. At least six months, the term the Marco Civil da Internet
 * (art. 15) sets for application access records; five years by default, the term in which a public
 * body may be called to account for an act (Decreto 20.910/1932), so the log still answers "who
 * read this" while that can be asked. Ten years at most: past that, keeping who read what is itself
 * the excess the LGPD (art. 6 III) forbids.
 */
export const RETENCAO_ACESSOS = { minimo: 180, maximo: 3650, padrao: 1825 } as const;

export const PRIVACIDADE_CONFIG_MENSAGENS = {
  retencao: `Informe um número inteiro de dias entre ${RETENCAO_ACESSOS.minimo} e ${RETENCAO_ACESSOS.maximo}`,
  empresa: 'Empresa inválida',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar a privacidade desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  salva: 'Prazo de guarda salvo com sucesso',
} as const;
const MSG = PRIVACIDADE_CONFIG_MENSAGENS;

export const retencaoAcessosDias = z
  .number({ error: MSG.retencao })
  .int(MSG.retencao)
  .min(RETENCAO_ACESSOS.minimo, MSG.retencao)
  .max(RETENCAO_ACESSOS.maximo, MSG.retencao);

/** What the network stores under the 'privacidade' key of its settings. */
export const configuracaoPrivacidade = z.object({ retencao_acessos_dias: retencaoAcessosDias });
export type ConfiguracaoPrivacidade = z.infer<typeof configuracaoPrivacidade>;
export const PRIVACIDADE_PADRAO: ConfiguracaoPrivacidade = { retencao_acessos_dias: RETENCAO_ACESSOS.padrao };

export const empresaQuery = z.object({ empresa_id: z.string().uuid(MSG.empresa).optional() });

export const configuracaoPrivacidadeInput = configuracaoPrivacidade.extend({ updated_at: versaoConfiguracao });
export type ConfiguracaoPrivacidadeInput = z.input<typeof configuracaoPrivacidadeInput>;

export const configuracaoPrivacidadeResposta = configuracaoPrivacidade.extend({
  empresa_id: z.string().uuid(),
  /** Null while the network uses the default. */
  updated_at: z.string().nullable(),
});
export type ConfiguracaoPrivacidadeResposta = z.infer<typeof configuracaoPrivacidadeResposta>;
