import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from '../../auth';

/** The session token of a request's Cookie header, or null when absent or not signed by us. */
export type LeitorDeSessao = (cookieHeader: string | undefined) => string | null;

/**
 * Reads better-auth's signed session cookie the way better-auth does (`token.base64(HMAC-SHA256)`,
 * URL-encoded), without going through its get-session endpoint. That endpoint costs ~1.3 ms of
 * CPU per request (async context, hooks, importing the HMAC key each time) while the checks it
 * makes with our settings (no cookie cache, no session refresh) are only these: a valid signature,
 * then a session row that has not expired — which loadActorBySession does in the same query as
 * the user, role and grants. Measured in docs/performance.md.
 */
export async function criarLeitorDeSessao(auth: Auth): Promise<LeitorDeSessao> {
  const ctx = await auth.$context;
  return leitorDeSessao(ctx.authCookies.sessionToken.name, ctx.secret);
}

export function leitorDeSessao(nomeDoCookie: string, segredo: string): LeitorDeSessao {
  return (cookieHeader) => {
    const bruto = valorDoCookie(cookieHeader, nomeDoCookie);
    if (!bruto) return null;
    let valor: string;
    try {
      valor = decodeURIComponent(bruto);
    } catch {
      return null;
    }
    const ponto = valor.lastIndexOf('.');
    if (ponto < 1) return null;
    const token = valor.slice(0, ponto);
    const assinatura = valor.slice(ponto + 1);
    // An HMAC-SHA256 in base64 is always 44 characters ending in '=' (better-call checks the same).
    if (assinatura.length !== 44 || !assinatura.endsWith('=')) return null;
    const recebida = Buffer.from(assinatura, 'base64');
    const esperada = createHmac('sha256', segredo).update(token).digest();
    return recebida.length === esperada.length && timingSafeEqual(recebida, esperada) ? token : null;
  };
}

/** The first cookie of that name in a Cookie header, as sent (still URL-encoded). */
function valorDoCookie(header: string | undefined, nome: string): string | null {
  if (!header) return null;
  for (const parte of header.split(';')) {
    const igual = parte.indexOf('=');
    if (igual < 0) continue;
    if (parte.slice(0, igual).trim() === nome) return parte.slice(igual + 1).trim();
  }
  return null;
}

/** The session token a Set-Cookie line sets (still signed), or null for another cookie or a deletion. */
export function tokenDoSetCookie(setCookie: string, nomeDoCookie: string): string | null {
  const valor = valorDoCookie(setCookie.split(';')[0], nomeDoCookie);
  if (!valor) return null;
  try {
    const assinado = decodeURIComponent(valor);
    const ponto = assinado.lastIndexOf('.');
    return ponto > 0 ? assinado.slice(0, ponto) : null;
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie line with the lifetime of its session: better-auth gives every session cookie
 * the longest expiry on offer (24 h), while each session ends at the hours set in Configurações →
 * Segurança when it was created. A browser must not keep a cookie the server no longer honours.
 */
export function comValidadeDaSessao(setCookie: string, expira: Date, agora = new Date()): string {
  const segundos = Math.max(0, Math.floor((expira.getTime() - agora.getTime()) / 1000));
  const atributos = setCookie.split(';').filter((a) => !/^\s*(max-age|expires)\s*=/i.test(a));
  return [...atributos, ` Max-Age=${segundos}`, ` Expires=${expira.toUTCString()}`].join(';');
}
