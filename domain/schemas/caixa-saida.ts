/** The outbox's states as the administrador reads them (Configurações → Notificações). */
export const STATUS_CAIXA_SAIDA = ['pendente', 'enviado', 'falhou', 'retido'] as const;
export type StatusCaixaSaida = (typeof STATUS_CAIXA_SAIDA)[number];

export const STATUS_CAIXA_SAIDA_LABEL: Record<StatusCaixaSaida, string> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  falhou: 'Falhou',
  retido: 'Retido (SMTP não configurado)',
};

export const CANAIS_CAIXA_SAIDA = ['email', 'sms'] as const;
export type CanalCaixaSaida = (typeof CANAIS_CAIXA_SAIDA)[number];
export const CANAL_CAIXA_SAIDA_LABEL: Record<CanalCaixaSaida, string> = { email: 'E-mail', sms: 'SMS' };
