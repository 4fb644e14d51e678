import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { BLOQUEIO_MINUTOS } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { bloqueiosLogin } from '../../db/schema';
import { fusoDaInstituicao } from '../fuso';

/**
 * The lock after too many failed sign-ins (Configurações → Segurança → tentativas de login).
 * Failures are counted per e-mail address as typed, known or not, so the answers never tell an
 * existing account from an unknown one. A failure more than BLOQUEIO_MINUTOS after the
 * previous one starts a new count; a successful sign-in or a password reset clears it.
 */
export function chaveDoEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const chave = email.trim().toLowerCase();
  return chave && chave.length <= 320 ? chave : null;
}

/** Until when the address is locked, or null. */
export async function bloqueadoAte(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ ate: bloqueiosLogin.bloqueado_ate })
    .from(bloqueiosLogin)
    .where(and(eq(bloqueiosLogin.email, email), gt(bloqueiosLogin.bloqueado_ate, sql`now()`)));
  return row?.ate ?? null;
}

/** Counts one failure; when it reaches the limit, locks the address and returns until when. */
export async function registrarFalha(db: Db, email: string, limite: number): Promise<Date | null> {
  const janela = sql`interval '${sql.raw(String(BLOQUEIO_MINUTOS))} minutes'`;
  // Addresses typed once and never again (an attacker spraying names) do not pile up.
  await db.delete(bloqueiosLogin).where(and(lt(bloqueiosLogin.updated_at, sql`now() - interval '1 day'`), or(isNull(bloqueiosLogin.bloqueado_ate), lt(bloqueiosLogin.bloqueado_ate, sql`now()`))));
  const [contagem] = await db
    .insert(bloqueiosLogin)
    .values({ email, falhas: 1 })
    .onConflictDoUpdate({
      target: bloqueiosLogin.email,
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
    .where(eq(bloqueiosLogin.email, email))
    .returning({ ate: bloqueiosLogin.bloqueado_ate });
  return bloqueio?.ate ?? null;
}

export async function limparFalhas(db: Db, email: string): Promise<void> {
  await db.delete(bloqueiosLogin).where(eq(bloqueiosLogin.email, email));
}

/** 'Conta bloqueada por excesso de tentativas. Tente novamente às 14:35.' in the institution's time zone. */
export async function mensagemDeBloqueio(db: Db, ate: Date): Promise<string> {
  const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: await fusoDaInstituicao(db) }).format(ate);
  return `Conta bloqueada por excesso de tentativas. Tente novamente às ${hora}.`;
}
