import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { anosCobertos } from '../../domain/bncc';
import { lerArquivoBncc } from '../../domain/bncc-arquivo';
import {
  BNCC_MENSAGENS as MSG,
  type HabilidadeDados,
  type RelatorioImportacao,
  type ValidacaoArquivo,
  validarLinhas,
} from '../../domain/schemas/bncc';
import type { Db, Tx } from '../db/client';
import { bnccHabilidades, configuracoes } from '../db/schema';
import { proximaVersao } from '../lib/gravacao';
import { codigosDeRedes, travarCatalogo } from './bncc-habilidades';
import { readSetting, writeSetting } from './settings';

/**
 * The official BNCC catalogue: the copy the product ships (server/db/dados/bncc/, public data
 * of the MEC) loaded at every start, and the row-by-row upsert the import shares with it.
 */

export const ARQUIVO_CATALOGO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'dados',
  'bncc',
  'bncc-habilidades.csv',
);

type Atual = Pick<
  typeof bnccHabilidades.$inferSelect,
  'id' | 'codigo' | 'descricao' | 'componente_curricular' | 'ano_serie' | 'etapa'
>;
const mudou = (a: Atual, d: HabilidadeDados) =>
  a.descricao !== d.descricao ||
  a.componente_curricular !== d.componente_curricular ||
  a.ano_serie !== d.ano_serie ||
  a.etapa !== d.etapa;

/**
 * Applies validated official rows inside the caller's transaction: a new code is created, a
 * changed one updated, an equal one left alone (its updated_at too), and a code some body uses
 * for its own skill refused. `antes` holds the updated rows as they were, for the audit.
 */
export async function aplicarLinhasOficiais(
  tx: Tx,
  validas: ValidacaoArquivo['validas'],
  simular = false,
): Promise<RelatorioImportacao & { antes: Atual[] }> {
  await travarCatalogo(tx);
  const codigos = validas.map((v) => v.dados.codigo);
  const deRedes = await codigosDeRedes(tx, codigos);
  const existentes = codigos.length
    ? await tx
        .select({
          id: bnccHabilidades.id,
          codigo: bnccHabilidades.codigo,
          descricao: bnccHabilidades.descricao,
          componente_curricular: bnccHabilidades.componente_curricular,
          ano_serie: bnccHabilidades.ano_serie,
          etapa: bnccHabilidades.etapa,
        })
        .from(bnccHabilidades)
        .where(and(isNull(bnccHabilidades.empresa_id), inArray(bnccHabilidades.codigo, codigos)))
    : [];
  const porCodigo = new Map(existentes.map((e) => [e.codigo, e]));
  const relatorio = {
    criadas: [] as string[],
    atualizadas: [] as string[],
    inalteradas: 0,
    recusadas: [] as RelatorioImportacao['recusadas'],
    antes: [] as Atual[],
  };
  const novas: HabilidadeDados[] = [];
  for (const { linha, dados } of validas) {
    const atual = porCodigo.get(dados.codigo);
    if (deRedes.has(dados.codigo)) relatorio.recusadas.push({ linha, codigo: dados.codigo, motivo: MSG.codigoDeRede });
    else if (!atual) novas.push(dados);
    else if (!mudou(atual, dados)) relatorio.inalteradas++;
    else {
      relatorio.atualizadas.push(dados.codigo);
      relatorio.antes.push(atual);
      if (!simular) {
        await tx
          .update(bnccHabilidades)
          .set({
            ...dados,
            anos: anosCobertos(dados.ano_serie),
            updated_at: proximaVersao(bnccHabilidades.updated_at),
          })
          .where(eq(bnccHabilidades.id, atual.id));
      }
    }
  }
  relatorio.criadas = novas.map((n) => n.codigo);
  // Batches keep each statement's parameter count far below PostgreSQL's limit (65,535).
  for (let i = 0; !simular && i < novas.length; i += 500) {
    await tx
      .insert(bnccHabilidades)
      .values(novas.slice(i, i + 500).map((n) => ({ ...n, empresa_id: null, anos: anosCobertos(n.ano_serie) })));
  }
  return relatorio;
}

/** Where the start remembers which shipped file it last applied (its SHA-256). */
const CHAVE = 'catalogo_bncc';
const marca = z.object({ sha256: z.string(), aplicado_em: z.string() });

export interface CargaCatalogo {
  sha256: string;
  aplicado: boolean;
  relatorio?: RelatorioImportacao;
}

/**
 * Loads the shipped catalogue on the first start (every mode: embedded, DATABASE_URL,
 * create-admin) and again only when a new version of the product ships a different file. The
 * stored SHA-256 makes a start with the same file one read; applying it follows the import's
 * rules, so an equal row is untouched and loading twice changes nothing. A later revision an
 * administrador imports is kept: the start does not re-apply a file it already applied.
 */
export async function carregarCatalogoBncc(db: Db, arquivo = ARQUIVO_CATALOGO): Promise<CargaCatalogo> {
  const conteudo = fs.readFileSync(arquivo);
  const sha256 = crypto.createHash('sha256').update(conteudo).digest('hex');
  const antes = await readSetting(db, CHAVE, marca.partial(), {});
  if (antes.sha256 === sha256) return { sha256, aplicado: false };

  const lido = lerArquivoBncc(conteudo.toString('utf8'), 'csv');
  if (!lido.ok) throw new Error(`Catálogo BNCC ${arquivo}: ${lido.erro}`);
  const { validas, recusadas } = validarLinhas(lido.arquivo.linhas);
  if (recusadas.length || lido.arquivo.malformadas.length) {
    const [primeira] = [...lido.arquivo.malformadas, ...recusadas];
    throw new Error(`Catálogo BNCC ${arquivo}: linha ${primeira!.linha} recusada (${primeira!.motivo})`);
  }
  const relatorio = await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second finds the mark under the lock.
    await travarCatalogo(tx);
    const [marcado] = await tx.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.chave, CHAVE));
    if ((marcado?.valor as { sha256?: string } | undefined)?.sha256 === sha256) return undefined;
    const r = await aplicarLinhasOficiais(tx, validas);
    await writeSetting(tx, CHAVE, { sha256, aplicado_em: new Date().toISOString() });
    return { criadas: r.criadas, atualizadas: r.atualizadas, inalteradas: r.inalteradas, recusadas: r.recusadas };
  });
  return { sha256, aplicado: relatorio !== undefined, relatorio };
}
