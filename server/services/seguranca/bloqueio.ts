import { and, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import { BLOQUEIO_MINUTOS } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { bloqueiosLogin } from '../../db/schema';
import { fusoDaEmpresa } from '../fuso';
import { empresaDoUsuario } from '../identidade';

/**
 * The lock after too many failed sign-ins (Configurações → Segurança → tentativas de login).
 * Failures are counted per e-mail address as typed, known or not, so the answers never tell an
 * existing account from an unknown one, and per client (its IP address): the configured number
 * of failures locks that address for that client only, so nobody can lock the administrador out
 * from elsewhere. Across all clients a slower throttle (LIMITE_POR_CONTA failures) locks the
 * address for everyone, so guessing spread over many addresses is still slowed. A failure more
 * than BLOQUEIO_MINUTOS after the previous one starts a new count; a successful sign-in clears
 * the client's count, a password reset (the e-mailed link) clears every count of the address.
 */
export const LIMITE_POR_CONTA = 20;
/** The `cliente` of the account-wide row. */
export const CONTA_TODA = '*';

export function chaveDoEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const chave = email.trim().toLowerCase();
  return chave && chave.length <= 320 ? chave : null;
}

/** The client's key: its IP address as the bridge saw it. */
export const chaveDoCliente = (ip: string | null | undefined): string => (ip ? ip.slice(0, 64) : 'desconhecido');

/** Until when the address is locked for this client (its own lock or the account-wide one), or null. */
export async function bloqueadoAte(db: Db, email: string, cliente: string): Promise<Date | null> {
  const [row] = await db
    .select({ ate: max(bloqueiosLogin.bloqueado_ate) })
    .from(bloqueiosLogin)
    .where(
      and(
        eq(bloqueiosLogin.email, email),
        or(eq(bloqueiosLogin.cliente, cliente), eq(bloqueiosLogin.cliente, CONTA_TODA)),
        gt(bloqueiosLogin.bloqueado_ate, sql`now()`),
      ),
    );
  return row?.ate ? new Date(row.ate) : null;
}

/** Counts one failure in one row; when it reaches the limit, locks it and returns until when. */
async function contar(db: Db, email: string, cliente: string, limite: number): Promise<Date | null> {
  const janela = sql`interval '${sql.raw(String(BLOQUEIO_MINUTOS))} minutes'`;
  const [contagem] = await db
    .insert(bloqueiosLogin)
    .values({ email, cliente, falhas: 1 })
    .onConflictDoUpdate({
      target: [bloqueiosLogin.email, bloqueiosLogin.cliente],
      set: {
        falhas: sql`case when ${bloqueiosLogin.updated_at} < now() - ${janela} or ${bloqueiosLogin.bloqueado_ate} <= now() then 1 else ${bloqueiosLogin.falhas} + 1 end`,
        bloqueado_ate: sql`case when ${bloqueiosLogin.bloqueado_ate} <= now() then null else ${bloqueiosLogin.bloqueado_ate} end`,
        updated_at: sql`now()`,
      },
    })
    .returning({ falhas: bloqueiosLogin.falhas });
  if (!contagem || contagem.falhas < limite) return null;
  const [bloqueio] = await db
    .update(bloqueiosLogin)
    .set({ falhas: 0, bloqueado_ate: sql`now() + ${janela}` })
    .where(and(eq(bloqueiosLogin.email, email), eq(bloqueiosLogin.cliente, cliente)))
    .returning({ ate: bloqueiosLogin.bloqueado_ate });
  return bloqueio?.ate ?? null;
}

/**
 * Counts one failure of this client and one for the address; returns until when the address
 * is now locked for this client (by either count), or null.
 */
export async function registrarFalha(db: Db, email: string, cliente: string, limite: number): Promise<Date | null> {
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
  if (!doCliente) return daConta;
  return !daConta || doCliente > daConta ? doCliente : daConta;
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
