import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ConfiguracaoSeguranca, SEGURANCA_PADRAO, segurancaSchema } from '../../../domain/settings/seguranca';
import type { Db, Tx } from '../../db/client';
import { configuracoes } from '../../db/schema';
import { conflict } from '../../lib/errors';

export const CHAVE_SEGURANCA = 'seguranca';
export const CONFLITO = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';

export interface Versionado<T> {
  valor: T;
  /** The version a later save must carry; null while only the defaults exist. */
  updated_at: string | null;
}

/** A setting by key with its version, read through its schema on top of the defaults. */
export async function readVersionado<T extends object>(
  db: Db | Tx,
  chave: string,
  schema: z.ZodType<T>,
  padrao: T,
): Promise<Versionado<T>> {
  const [row] = await db.select().from(configuracoes).where(eq(configuracoes.chave, chave));
  if (!row) return { valor: padrao, updated_at: null };
  const parsed = schema.safeParse({ ...padrao, ...(row.valor as object) });
  return { valor: parsed.success ? parsed.data : padrao, updated_at: row.updated_at.toISOString() };
}

/**
 * Saves a whole setting if it is still at the version the editor loaded (null: never saved),
 * else 409. Versions move at least one millisecond per save, as on every other edit.
 */
export async function writeVersionado(db: Db | Tx, chave: string, valor: object, versao: string | null): Promise<string> {
  const next = sql`date_trunc('milliseconds', greatest(now(), ${configuracoes.updated_at} + interval '1 millisecond'))`;
  const rows =
    versao === null
      ? await db
          .insert(configuracoes)
          .values({ chave, valor, updated_at: sql`date_trunc('milliseconds', now())` })
          .onConflictDoNothing()
          .returning({ updated_at: configuracoes.updated_at })
      : await db
          .update(configuracoes)
          .set({ valor, updated_at: next })
          .where(
            sql`${configuracoes.chave} = ${chave} and date_trunc('milliseconds', ${configuracoes.updated_at}) = ${versao}::timestamptz`,
          )
          .returning({ updated_at: configuracoes.updated_at });
  if (!rows.length) throw conflict(CONFLITO);
  return rows[0]!.updated_at.toISOString();
}

export async function readSeguranca(db: Db | Tx): Promise<ConfiguracaoSeguranca> {
  return (await readVersionado(db, CHAVE_SEGURANCA, segurancaSchema, SEGURANCA_PADRAO)).valor;
}
