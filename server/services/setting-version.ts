import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { configuracoes } from '../db/schema';
import { conflict } from '../lib/errors';
import { CONFLITO } from '../../domain/academico/campos';
import { gravarNaVersao } from '../lib/gravacao';

/** A setting with its version: null when it was never saved and the defaults apply. */
export async function readSettingVersioned<T extends object>(db: Db | Tx, chave: string, schema: z.ZodType<T>, padrao: T) {
  const [row] = await db.select().from(configuracoes).where(eq(configuracoes.chave, chave));
  return {
    valor: valorDaConfiguracao(row ? row.valor : null, schema, padrao),
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

/** A setting's stored value (null: never saved) over its defaults, as readSettingVersioned reads it. */
export function valorDaConfiguracao<T extends object>(valor: unknown, schema: z.ZodType<T>, padrao: T): T {
  const parsed = valor !== null ? schema.safeParse({ ...padrao, ...(valor as object) }) : null;
  return parsed?.success ? parsed.data : padrao;
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
