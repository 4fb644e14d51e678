import type { Mensagem, MensagemResumo } from '../../domain/schemas/caixa-saida';
import type { caixaSaida } from '../db/schema';
import { renderizarEmail } from '../services/entrega/render';

type Linha = typeof caixaSaida.$inferSelect;

export function apresentarMensagemResumo(row: Linha): MensagemResumo {
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
export function apresentarMensagem(row: Linha, baseUrl: string, rede?: string): Mensagem {
  if (row.canal === 'sms') return { ...apresentarMensagemResumo(row), texto: row.corpo_texto, html: null, link: null };
  const pronto = renderizarEmail(row, baseUrl, rede);
  return { ...apresentarMensagemResumo(row), texto: pronto.texto, html: pronto.html, link: pronto.link };
}
