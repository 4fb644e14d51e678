import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { configuracoes } from '../db/schema';

/**
 * Platform-wide settings kept by key in `configuracoes` (seguranca, backup…; 'geral' here is
 * the platform's own identity — a network's is read through services/identidade.ts). A stored
 * value is read through its schema on top of the defaults, so a setting added later or a
 * value saved by an older version still yields a complete, valid object.
 */
export async function readSetting<T extends object>(db: Db | Tx, chave: string, schema: z.ZodType<T>, padrao: T): Promise<T> {
  const [row] = await db.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.chave, chave));
  if (!row) return padrao;
  const parsed = schema.safeParse({ ...padrao, ...(row.valor as object) });
  return parsed.success ? parsed.data : padrao;
}

/** Stores the whole value of a key (insert or replace). */
export async function writeSetting(db: Db | Tx, chave: string, valor: object): Promise<void> {
  await db
    .insert(configuracoes)
    .values({ chave, valor })
    .onConflictDoUpdate({ target: configuracoes.chave, set: { valor, updated_at: sql`now()` } });
}
