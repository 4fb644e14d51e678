import crypto from 'node:crypto';
import { and, eq, lt, notExists, notInArray, sql } from 'drizzle-orm';
import { type Finalidade, MIME_IMAGEM } from '../../domain/uploads';
import type { Db } from '../db/client';
import { arquivos, configuracoesCustomizacao, customizacaoEmpresa } from '../db/schema';
import type { Storage } from './storage';
import type { ImagemRecebida } from './uploads/receive';

export type Arquivo = typeof arquivos.$inferSelect;

const PASTA: Record<Finalidade, string> = { avatar: 'avatares', logo: 'logos' };

/** The address a page uses for a file: public files (logos) need no session. */
export function urlArquivo(row: Pick<Arquivo, 'id' | 'publico'>): string {
  return row.publico ? `/api/publico/arquivos/${row.id}` : `/api/arquivos/${row.id}`;
}

/** The id of one of our files from its address, or null for anything else. */
export function idDaUrl(url: string | null | undefined): string | null {
  const m = /^\/api\/(?:publico\/)?arquivos\/([0-9a-f-]{36})$/i.exec(url ?? '');
  return m ? m[1]!.toLowerCase() : null;
}

/**
 * Stores the bytes under a generated name, then records them. If the record fails the bytes
 * are removed again, so nothing is left behind unreferenced.
 */
export async function salvarArquivo(
  db: Db,
  storage: Storage,
  img: ImagemRecebida,
  opts: { finalidade: Finalidade; usuario_id: string; publico: boolean },
): Promise<Arquivo> {
  const id = crypto.randomUUID();
  const chave = `${PASTA[opts.finalidade]}/${id}.${img.extensao}`;
  await storage.put(chave, img.bytes);
  try {
    const [row] = await db
      .insert(arquivos)
      .values({
        id,
        chave,
        finalidade: opts.finalidade,
        tipo_mime: MIME_IMAGEM[img.tipo],
        tamanho: img.bytes.length,
        sha256: crypto.createHash('sha256').update(img.bytes).digest('hex'),
        nome_original: img.nome,
        publico: opts.publico,
        usuario_id: opts.usuario_id,
      })
      .returning();
    return row!;
  } catch (err) {
    await storage.remove(chave);
    throw err;
  }
}

/** Removes the record, then the bytes (a file without a record is never served). */
export async function removerArquivo(db: Db, storage: Storage, id: string): Promise<void> {
  const [row] = await db.delete(arquivos).where(eq(arquivos.id, id)).returning({ chave: arquivos.chave });
  if (row) await storage.remove(row.chave);
}

/**
 * Logos uploaded for a preview and never saved: removed once they are an hour old, keeping
 * the ones in use. Recent ones stay, since another administrador may be previewing them.
 */
export async function limparLogosSemUso(db: Db, storage: Storage, emUso: readonly string[]): Promise<void> {
  const antes = new Date(Date.now() - 3600_000);
  const rows = await db
    .delete(arquivos)
    .where(
      and(
        eq(arquivos.finalidade, 'logo'),
        lt(arquivos.created_at, antes),
        emUso.length ? notInArray(arquivos.id, [...emUso]) : undefined,
      ),
    )
    .returning({ chave: arquivos.chave });
  for (const r of rows) await storage.remove(r.chave);
}

/** A logo uploaded and never saved into any customisation is removed once it is this old. */
const IDADE_LOGO_NAO_APLICADO_MS = 24 * 3600_000;

/**
 * Logos uploaded (for a preview) and never applied, older than `idadeMinimaMs`: removed, record
 * and bytes. A logo counts as applied while any customisation row, the platform's or a
 * network's, mentions its id anywhere in its JSON. Run at start and daily (uploads/limpeza.ts),
 * so uploads nobody saved do not pile up even if nobody saves the customisation again.
 */
export async function limparLogosNaoAplicados(
  db: Db,
  storage: Storage,
  idadeMinimaMs = IDADE_LOGO_NAO_APLICADO_MS,
): Promise<number> {
  const antes = new Date(Date.now() - idadeMinimaMs);
  const menciona = (coluna: typeof configuracoesCustomizacao.configuracoes | typeof customizacaoEmpresa.configuracoes) =>
    sql`${coluna}::text like '%' || ${arquivos.id}::text || '%'`;
  const rows = await db
    .delete(arquivos)
    .where(
      and(
        eq(arquivos.finalidade, 'logo'),
        lt(arquivos.created_at, antes),
        notExists(
          db
            .select({ um: sql`1` })
            .from(configuracoesCustomizacao)
            .where(menciona(configuracoesCustomizacao.configuracoes)),
        ),
        notExists(
          db
            .select({ um: sql`1` })
            .from(customizacaoEmpresa)
            .where(menciona(customizacaoEmpresa.configuracoes)),
        ),
      ),
    )
    .returning({ chave: arquivos.chave });
  for (const r of rows) await storage.remove(r.chave);
  return rows.length;
}
