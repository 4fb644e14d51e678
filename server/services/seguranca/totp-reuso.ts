import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codigosTotpUsados } from '../../db/schema';

/**
 * A TOTP code stays valid for up to 90 s (the current 30 s step and one either side), so an
 * accepted code is remembered a little longer than that and refused if presented again.
 */
const LEMBRAR = sql`now() + interval '2 minutes'`;

/** Reserves the code for this user; false when it was already used (or is being used right now). */
export async function reservarCodigo(db: Db, usuarioId: string, codigo: string): Promise<boolean> {
  await db
    .delete(codigosTotpUsados)
    .where(and(eq(codigosTotpUsados.usuario_id, usuarioId), lt(codigosTotpUsados.expira_em, sql`now()`)));
  const reservado = await db
    .insert(codigosTotpUsados)
    .values({ usuario_id: usuarioId, codigo, expira_em: LEMBRAR })
    .onConflictDoNothing()
    .returning({ codigo: codigosTotpUsados.codigo });
  return reservado.length > 0;
}

/** A wrong code was never used: free it again. */
export async function liberarCodigo(db: Db, usuarioId: string, codigo: string): Promise<void> {
  await db
    .delete(codigosTotpUsados)
    .where(and(eq(codigosTotpUsados.usuario_id, usuarioId), eq(codigosTotpUsados.codigo, codigo)));
}
