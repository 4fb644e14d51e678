import { z } from 'zod';
import { versaoConfiguracao } from '../schemas/versao';

/** Each user's notification toggles. */
export const PREFERENCIAS_CAMPOS = [
  'emailNotasLancadas',
  'emailFaltasExcessivas',
  'emailReuniaoPais',
  'emailRelatorios',
  'smsEmergencia',
] as const;
export type PreferenciaCampo = (typeof PREFERENCIAS_CAMPOS)[number];

export const PREFERENCIA_LABEL: Record<PreferenciaCampo, { titulo: string; descricao: string }> = {
  emailNotasLancadas: { titulo: 'Notas lançadas', descricao: 'E-mail quando notas forem lançadas.' },
  emailFaltasExcessivas: { titulo: 'Faltas excessivas', descricao: 'E-mail quando um aluno passar do limite de faltas.' },
  emailReuniaoPais: { titulo: 'Reuniões de pais', descricao: 'E-mail quando houver reunião de pais marcada.' },
  emailRelatorios: { titulo: 'Relatórios gerados', descricao: 'E-mail quando um relatório ficar pronto.' },
  smsEmergencia: { titulo: 'SMS de emergência', descricao: 'SMS para avisos de emergência (requer telefone no perfil).' },
};

/**
 * Toggles with no event behind them yet: shown switched off and disabled, with
 * the reason, until a module fires the event. Remove a key when its event exists.
 */
export const PREFERENCIA_INDISPONIVEL: Partial<Record<PreferenciaCampo, string>> = {
  emailReuniaoPais: 'Disponível quando o sistema tiver o calendário de reuniões de pais.',
  smsEmergencia: 'Disponível quando o sistema tiver o envio de avisos de emergência.',
};

const toggle = z.boolean({ error: 'Valor inválido' });
export const preferenciasSchema = z.object({
  emailNotasLancadas: toggle,
  emailFaltasExcessivas: toggle,
  emailReuniaoPais: toggle,
  emailRelatorios: toggle,
  smsEmergencia: toggle,
});
export type PreferenciasNotificacao = z.infer<typeof preferenciasSchema>;

/**
 * E-mails on, SMS off: an e-mail costs nothing and the four events are ones a school wants
 * people to hear about; an SMS costs money per message and needs a phone number, so each user
 * opts in.
 */
export const PREFERENCIAS_PADRAO: PreferenciasNotificacao = {
  emailNotasLancadas: true,
  emailFaltasExcessivas: true,
  emailReuniaoPais: true,
  emailRelatorios: true,
  smsEmergencia: false,
};

export const preferenciasUpdate = preferenciasSchema.extend({
  updated_at: versaoConfiguracao,
});
export type PreferenciasUpdate = z.infer<typeof preferenciasUpdate>;
