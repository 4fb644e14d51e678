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
