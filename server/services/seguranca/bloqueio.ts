import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { BLOQUEIO_MINUTOS } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { bloqueiosLogin } from '../../db/schema';
import { fusoDaEmpresa } from '../fuso';
import { empresaDoUsuario } from '../identidade';

/**
 * The lock after too many failed sign-ins (Configurações → Segurança → tentativas de login).
 * Failures are counted per e-mail address as typed, known or not, so the answers never tell an
 * existing account from an unknown one, and per client (its IP address): the configured number
 * of failures locks that address for that client only. A failure more than BLOQUEIO_MINUTOS
 * after the previous one starts a new count; a successful sign-in clears the client's count, a
 * password reset (the e-mailed link) clears every count of the address.
 *
 * Across all clients, LIMITE_POR_CONTA failures start an account-wide throttle for BLOQUEIO_MINUTOS
 * (renewed while the failures go on), so guessing spread over many addresses is still slowed:
 * - a client with a failure in the last BLOQUEIO_MINUTOS is refused, even below its own limit,
 *   until the throttle ends or BLOQUEIO_MINUTOS have passed since its last failure (whichever
 *   comes first: the owner who mistyped once is held back no longer than that, however long
 *   the attack goes on);
 * - a client with no recent failure is never refused by it (else anyone could lock the
 *   administrador out from a few addresses) but has one attempt: if that fails, it is a client
 *   with a failure. So guessing goes on at one guess per address per window at most.
 * A throttle that starts tells the account's owner (aviso-de-tentativas.ts); the answers stay
 * the same for an unknown address.
 */
export const LIMITE_POR_CONTA = 20;
/** The `cliente` of the account-wide row. */
const CONTA_TODA = '*';

const JANELA = sql`interval '${sql.raw(String(BLOQUEIO_MINUTOS))} minutes'`;

export function chaveDoEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const chave = email.trim().toLowerCase();
  return chave && chave.length <= 320 ? chave : null;
}

/** The client's key: its IP address as the bridge saw it (behind a trusted proxy, the forwarded one). */
export const chaveDoCliente = (ip: string | null | undefined): string => (ip ? ip.slice(0, 64) : 'desconhecido');

const maisTarde = (a: Date | null, b: Date | null) => (!a ? b : !b || a > b ? a : b);
const maisCedo = (a: Date, b: Date) => (a < b ? a : b);

/**
 * Until when the address is locked for this client, or null: its own lock, or the account-wide
 * throttle if this client failed within the window.
 */
export async function bloqueadoAte(db: Db, email: string, cliente: string): Promise<Date | null> {
  const b = bloqueiosLogin;
  const rows = await db
    .select({
      cliente: b.cliente,
      ate: sql<Date | null>`case when ${b.bloqueado_ate} > now() then ${b.bloqueado_ate} end`.mapWith(b.bloqueado_ate),
      // When the client's last failure stops being recent.
      recenteAte: sql<Date | null>`case when ${b.updated_at} > now() - ${JANELA} then ${b.updated_at} + ${JANELA} end`.mapWith(
        b.updated_at,
      ),
    })
    .from(b)
    .where(and(eq(b.email, email), or(eq(b.cliente, cliente), eq(b.cliente, CONTA_TODA))));
  const proprio = rows.find((r) => r.cliente === cliente);
  const conta = rows.find((r) => r.cliente === CONTA_TODA);
  const peloThrottle = proprio?.recenteAte && conta?.ate ? maisCedo(proprio.recenteAte, conta.ate) : null;
  return maisTarde(proprio?.ate ?? null, peloThrottle);
}

/**
 * Counts one failure in one row; when it reaches the limit, locks it (again) for the window.
 * Returns until when the row is locked after this failure, and whether this failure started
 * the lock (none was running).
 */
async function contar(db: Db, email: string, cliente: string, limite: number): Promise<{ ate: Date | null; comecou: boolean }> {
  const [contagem] = await db
    .insert(bloqueiosLogin)
    .values({ email, cliente, falhas: 1 })
    .onConflictDoUpdate({
      target: [bloqueiosLogin.email, bloqueiosLogin.cliente],
      set: {
        falhas: sql`case when ${bloqueiosLogin.updated_at} < now() - ${JANELA} or ${bloqueiosLogin.bloqueado_ate} <= now() then 1 else ${bloqueiosLogin.falhas} + 1 end`,
        bloqueado_ate: sql`case when ${bloqueiosLogin.bloqueado_ate} <= now() then null else ${bloqueiosLogin.bloqueado_ate} end`,
        updated_at: sql`now()`,
      },
    })
    .returning({ falhas: bloqueiosLogin.falhas, ate: bloqueiosLogin.bloqueado_ate });
  if (!contagem) return { ate: null, comecou: false };
  if (contagem.falhas < limite) return { ate: contagem.ate, comecou: false };
  const [bloqueio] = await db
    .update(bloqueiosLogin)
    .set({ falhas: 0, bloqueado_ate: sql`now() + ${JANELA}` })
    .where(and(eq(bloqueiosLogin.email, email), eq(bloqueiosLogin.cliente, cliente)))
    .returning({ ate: bloqueiosLogin.bloqueado_ate });
  // Only the failure that reached the limit with no lock running starts one: two at once
  // (the limit and one past it) do not both count as a start.
  return { ate: bloqueio?.ate ?? null, comecou: !contagem.ate && contagem.falhas === limite };
}

export interface Falha {
  /** Until when the address is now locked for this client (its own count or the account's), or null. */
  ate: Date | null;
  /** This failure started the account-wide throttle: the owner is to be told. */
  throttleComecou: boolean;
}

/** Counts one failure of this client and one for the address (see the rules above). */
export async function registrarFalha(db: Db, email: string, cliente: string, limite: number): Promise<Falha> {
  // Addresses typed once and never again (an attacker spraying names) do not pile up.
  await db
    .delete(bloqueiosLogin)
    .where(
      and(
        lt(bloqueiosLogin.updated_at, sql`now() - interval '1 day'`),
        or(isNull(bloqueiosLogin.bloqueado_ate), lt(bloqueiosLogin.bloqueado_ate, sql`now()`)),
      ),
    );
  const doCliente = await contar(db, email, cliente, limite);
  const daConta = await contar(db, email, CONTA_TODA, LIMITE_POR_CONTA);
  // This client has just failed, so the account-wide throttle, if running, refuses it from now on.
  return { ate: maisTarde(doCliente.ate, daConta.ate), throttleComecou: daConta.comecou };
}

/** A successful sign-in: this client's count starts again (the account-wide one runs its course). */
export async function limparFalhasDoCliente(db: Db, email: string, cliente: string): Promise<void> {
  await db.delete(bloqueiosLogin).where(and(eq(bloqueiosLogin.email, email), eq(bloqueiosLogin.cliente, cliente)));
}

/** A password reset by the e-mailed link: every count and lock of the address ends. */
export async function limparFalhas(db: Db, email: string): Promise<void> {
  await db.delete(bloqueiosLogin).where(eq(bloqueiosLogin.email, email));
}

/**
 * 'Conta bloqueada por excesso de tentativas. Tente novamente às 14:35.' in the time zone of the
 * account's network (the platform's for an administrador or an address with no account).
 */
export async function mensagemDeBloqueio(db: Db, ate: Date, email: string): Promise<string> {
  const fuso = await fusoDaEmpresa(db, await empresaDoUsuario(db, { email }));
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: fuso }).format(ate);
  return `Conta bloqueada por excesso de tentativas. Tente novamente às ${hora}.`;
}
