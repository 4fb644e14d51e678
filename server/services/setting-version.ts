import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { configuracoes } from '../db/schema';
import { conflict } from '../lib/errors';
import { gravarNaVersao } from '../lib/gravacao';

export const CONFLITO = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';

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
  const gravada = await gravarNaVersao(
    db,
    configuracoes,
    { linha: { chave, valor }, onde: eq(configuracoes.chave, chave), mudancas: { valor } },
    versao,
    () => conflict(CONFLITO),
  );
  return gravada.toISOString();
}
