import type { caixaSaida } from '../../db/schema';

type Mensagem = Pick<typeof caixaSaida.$inferSelect, 'assunto' | 'corpo_texto' | 'corpo_html' | 'link'>;

export interface EmailPronto {
  assunto: string;
  texto: string;
  html: string;
  /** The absolute address the message leads to, if any. */
  link: string | null;
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only app paths and http(s) addresses become links; anything else is dropped. */
function linkAbsoluto(link: string | null, baseUrl: string): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return new URL(link, baseUrl).toString();
  return /^https?:\/\//i.test(link) ? link : null;
}

/**
 * The e-mail as it goes out (and as the administrador reads it in the outbox), signed with the
 * name of the recipient's own network (the platform's for an administrador): each network is its own identity.
 */
export function renderizarEmail(m: Mensagem, baseUrl: string, rede = 'Gestão Escolar'): EmailPronto {
  const link = linkAbsoluto(m.link, baseUrl);
  const texto = `${link ? `${m.corpo_texto}\n\nAcesse: ${link}` : m.corpo_texto}\n\n${rede}`;
  const paragrafos = m.corpo_texto.split(/\n{2,}/).map((p) => `<p>${escapar(p).replaceAll('\n', '<br>')}</p>`);
  const botao = link ? `<p><a href="${escapar(link)}">Abrir no Gestão Escolar</a></p>` : '';
  const assinatura = `<p style="color:#4b5563;font-size:12px">${escapar(rede)}</p>`;
  const html =
    m.corpo_html ??
    `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1f2937">${paragrafos.join('')}${botao}${assinatura}</body></html>`;
  return { assunto: m.assunto, texto, html, link };
}
