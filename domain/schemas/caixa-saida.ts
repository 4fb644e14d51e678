import { z } from 'zod';

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

/** An outbox message in the list: who, what and how its delivery went, without the body. */
export const mensagemResumoResposta = z.object({
  id: z.string().uuid(),
  canal: z.enum(CANAIS_CAIXA_SAIDA),
  para: z.string(),
  assunto: z.string(),
  evento: z.string().nullable(),
  status: z.enum(STATUS_CAIXA_SAIDA),
  tentativas: z.number().int(),
  erro: z.string().nullable(),
  created_at: z.string(),
  enviado_em: z.string().nullable(),
});
export type MensagemResumo = z.infer<typeof mensagemResumoResposta>;

/** The message as it was (or would be) delivered. */
export const mensagemResposta = mensagemResumoResposta.extend({
  texto: z.string(),
  html: z.string().nullable(),
  link: z.string().nullable(),
});
export type Mensagem = z.infer<typeof mensagemResposta>;
