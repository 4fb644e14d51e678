import { eq, sql } from 'drizzle-orm';
import { type Customizacao, TIPOS_CUSTOMIZACAO, type TipoCustomizacao, normalizarCustomizacao } from '../../domain/customizacao';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/raw';
import { configuracoesCustomizacao, customizacaoEmpresa } from '../db/schema';
import { conflict } from '../lib/errors';
import { isUniqueViolation, proximaVersao, versaoDe, versaoInicial } from '../lib/gravacao';
import { idDaUrl } from './arquivos';
import { CONFLITO } from '../../domain/academico/campos';

export type Versoes = Record<TipoCustomizacao, string | null>;

/**
 * The five cards as a network sees them, and the versions of the level being edited.
 * `empresaId` null is the platform's customisation (landing, login, administradores); a
 * network's card it never saved reads as the platform's, an inactive or missing
 * platform card as its defaults.
 */
export async function lerCustomizacao(
  db: Db | Tx,
  empresaId: string | null,
): Promise<{ customizacao: Customizacao; versoes: Versoes }> {
  const plataforma = await db.select().from(configuracoesCustomizacao);
  const raw: Record<string, unknown> = {};
  const versoes = Object.fromEntries(TIPOS_CUSTOMIZACAO.map((t) => [t, null])) as Versoes;
  for (const row of plataforma) {
    if (!empresaId) versoes[row.tipo] = row.updated_at.toISOString();
    if (row.ativo) raw[row.tipo] = row.configuracoes;
  }
  if (empresaId) {
    const proprias = await db.select().from(customizacaoEmpresa).where(eq(customizacaoEmpresa.empresa_id, empresaId));
    for (const row of proprias) {
      versoes[row.tipo] = row.updated_at.toISOString();
      raw[row.tipo] = row.configuracoes;
    }
  }
  return { customizacao: normalizarCustomizacao(raw), versoes };
}

/**
 * Saves the five cards of one level in one transaction, each only if still at the version the
 * user loaded (409 otherwise, nothing saved). An upsert of tipo, configuracoes, ativo, updated_at.
 */
export async function salvarCustomizacao(
  db: Db,
  empresaId: string | null,
  customizacao: Customizacao,
  versoes: Versoes,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const atuais = await queryRows<{ tipo: string; versao: string }>(
        tx,
        empresaId
          ? sql`select tipo, to_char(${versaoDe(sql.raw('updated_at'))} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as versao
              from customizacao_empresa where empresa_id = ${empresaId} for update`
          : sql`select tipo, to_char(${versaoDe(sql.raw('updated_at'))} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as versao
              from configuracoes_customizacao for update`,
      );
      const porTipo = new Map(atuais.map((r) => [r.tipo, r.versao]));
      for (const tipo of TIPOS_CUSTOMIZACAO) {
        const esperado = versoes[tipo] ? new Date(versoes[tipo]).toISOString() : null;
        if ((porTipo.get(tipo) ?? null) !== esperado) throw conflict(CONFLITO);
      }
      for (const tipo of TIPOS_CUSTOMIZACAO) {
        if (empresaId) {
          const t = customizacaoEmpresa;
          await tx
            .insert(t)
            .values({
              empresa_id: empresaId,
              tipo,
              configuracoes: customizacao[tipo],
              updated_at: versaoInicial(),
            })
            .onConflictDoUpdate({
              target: [t.empresa_id, t.tipo],
              set: {
                configuracoes: customizacao[tipo],
                updated_at: proximaVersao(t.updated_at),
              },
            });
          continue;
        }
        await tx
          .insert(configuracoesCustomizacao)
          .values({ tipo, configuracoes: customizacao[tipo], ativo: true, updated_at: versaoInicial() })
          .onConflictDoUpdate({
            target: configuracoesCustomizacao.tipo,
            set: {
              configuracoes: customizacao[tipo],
              ativo: true,
              updated_at: proximaVersao(configuracoesCustomizacao.updated_at),
            },
          });
      }
    })
    .catch((err: unknown) => {
      // Two first saves at once: the second insert meets the first one's row.
      if (isUniqueViolation(err)) throw conflict(CONFLITO);
      throw err;
    });
}

/**
 * The reset deletes the level's rows, so every card reads as the defaults — the
 * platform's for a network, the spec's for the platform.
 */
export async function resetarCustomizacao(db: Db, empresaId: string | null): Promise<void> {
  if (empresaId) await db.delete(customizacaoEmpresa).where(eq(customizacaoEmpresa.empresa_id, empresaId));
  else await db.delete(configuracoesCustomizacao);
}

/** Every uploaded logo some level still shows (the platform's and each network's). */
export async function logosEmUso(db: Db): Promise<string[]> {
  const rows = await queryRows<{ url: string | null }>(
    db,
    sql`select configuracoes->>'url' as url from configuracoes_customizacao where tipo = 'logo'
        union all select configuracoes->>'url' from customizacao_empresa where tipo = 'logo'`,
  );
  return rows.map((r) => idDaUrl(r.url)).filter((id): id is string => !!id);
}
