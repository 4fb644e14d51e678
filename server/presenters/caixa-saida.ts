import { z } from 'zod';
import { CANAIS_CAIXA_SAIDA, STATUS_CAIXA_SAIDA } from '../../domain/schemas/caixa-saida';
import type { caixaSaida } from '../db/schema';
import { renderizarEmail } from '../services/entrega/render';

type Row = typeof caixaSaida.$inferSelect;

export const mensagemResumoSchema = z.object({
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

export const mensagemSchema = mensagemResumoSchema.extend({
  texto: z.string(),
  html: z.string().nullable(),
  link: z.string().nullable(),
});

export function presentMensagemResumo(row: Row): z.infer<typeof mensagemResumoSchema> {
  return {
    id: row.id,
    canal: row.canal,
    para: row.para,
    assunto: row.assunto,
    evento: row.evento,
    status: row.status,
    tentativas: row.tentativas,
    erro: row.erro,
    created_at: row.created_at.toISOString(),
    enviado_em: row.enviado_em ? row.enviado_em.toISOString() : null,
  };
}

/** The message as it was (or would be) delivered: the same rendering the worker sends. */
export function presentMensagem(row: Row, baseUrl: string, rede?: string): z.infer<typeof mensagemSchema> {
  if (row.canal === 'sms') return { ...presentMensagemResumo(row), texto: row.corpo_texto, html: null, link: null };
  const pronto = renderizarEmail(row, baseUrl, rede);
  return { ...presentMensagemResumo(row), texto: pronto.texto, html: pronto.html, link: pronto.link };
}
