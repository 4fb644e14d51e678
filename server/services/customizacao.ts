import { sql } from 'drizzle-orm';
import { type Customizacao, TIPOS_CUSTOMIZACAO, type TipoCustomizacao, normalizarCustomizacao } from '../../domain/customizacao';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/raw';
import { configuracoesCustomizacao } from '../db/schema';
import { conflict } from '../lib/errors';

export type Versoes = Record<TipoCustomizacao, string | null>;

const CONFLITO = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';

/** The five cards as stored (an inactive or missing card reads as its defaults) and their versions. */
export async function lerCustomizacao(db: Db | Tx): Promise<{ customizacao: Customizacao; versoes: Versoes }> {
  const rows = await db.select().from(configuracoesCustomizacao);
  const raw: Record<string, unknown> = {};
  const versoes = Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, null])) as Versoes;
  for (const row of rows) {
    versoes[row.tipo] = row.updated_at.toISOString();
    if (row.ativo) raw[row.tipo] = row.configuracoes;
  }
  return { customizacao: normalizarCustomizacao(raw), versoes };
}

/**
 * Saves the five cards in one transaction, each only if still at the version the user loaded
 * (409 otherwise, nothing saved). Spec 1 §7: an upsert of tipo, configuracoes, ativo, updated_at.
 */
export async function salvarCustomizacao(db: Db, customizacao: Customizacao, versoes: Versoes): Promise<void> {
  await db.transaction(async (tx) => {
    const atuais = await queryRows<{ tipo: string; versao: string }>(
      tx,
      sql`select tipo, to_char(date_trunc('milliseconds', updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as versao
          from configuracoes_customizacao for update`,
    );
    const porTipo = new Map(atuais.map((r) => [r.tipo, r.versao]));
    for (const tipo of TIPOS_CUSTOMIZACAO) {
      const esperado = versoes[tipo] ? new Date(versoes[tipo]!).toISOString() : null;
      if ((porTipo.get(tipo) ?? null) !== esperado) throw conflict(CONFLITO);
    }
    for (const tipo of TIPOS_CUSTOMIZACAO) {
      await tx
        .insert(configuracoesCustomizacao)
        .values({ tipo, configuracoes: customizacao[tipo], ativo: true, updated_at: sql`date_trunc('milliseconds', now())` })
        .onConflictDoUpdate({
          target: configuracoesCustomizacao.tipo,
          set: {
            configuracoes: customizacao[tipo],
            ativo: true,
            updated_at: sql`date_trunc('milliseconds', greatest(now(), ${configuracoesCustomizacao.updated_at} + interval '1 millisecond'))`,
          },
        });
    }
  }).catch((err: unknown) => {
    // Two first saves at once: the second insert meets the first one's row.
    const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
    if (code === '23505') throw conflict(CONFLITO);
    throw err;
  });
}

/** Spec 1 §7: the reset deletes every row, so every card reads as its defaults. */
export async function resetarCustomizacao(db: Db): Promise<void> {
  await db.delete(configuracoesCustomizacao);
}
