import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { configuracoes } from '../db/schema';
import { conflict } from '../lib/errors';

const CONFLITO = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';

/** A setting with its version: null when it was never saved and the defaults apply. */
export async function readSettingVersioned<T extends object>(db: Db | Tx, chave: string, schema: z.ZodType<T>, padrao: T) {
  const [row] = await db.select().from(configuracoes).where(eq(configuracoes.chave, chave));
  const parsed = row ? schema.safeParse({ ...padrao, ...(row.valor as object) }) : null;
  return { valor: parsed?.success ? parsed.data : padrao, updated_at: row ? row.updated_at.toISOString() : null };
}

/**
 * Stores a setting only if it is still at the version the user loaded (null: never saved);
 * otherwise 409. Check and write are one statement, so two saves cannot both win.
 */
export async function writeSettingIfVersion(db: Db | Tx, chave: string, valor: object, versao: string | null): Promise<string> {
  const rows =
    versao === null
      ? await db
          .insert(configuracoes)
          .values({ chave, valor, updated_at: sql`date_trunc('milliseconds', now())` })
          .onConflictDoNothing()
          .returning({ updated_at: configuracoes.updated_at })
      : await db
          .update(configuracoes)
          .set({
            valor,
            updated_at: sql`date_trunc('milliseconds', greatest(now(), ${configuracoes.updated_at} + interval '1 millisecond'))`,
          })
          .where(
            and(
              eq(configuracoes.chave, chave),
              sql`date_trunc('milliseconds', ${configuracoes.updated_at}) = ${versao}::timestamptz`,
            ),
          )
          .returning({ updated_at: configuracoes.updated_at });
  if (!rows.length) throw conflict(CONFLITO);
  return rows[0]!.updated_at.toISOString();
}
