import { Readable } from 'node:stream';
import { type SQL, and, desc, getTableColumns, sql } from 'drizzle-orm';
import { acaoAuditoriaLabel, entidadeAuditoriaLabel } from '../../../domain/schemas/auditoria';
import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema';
import { neutralizarTexto } from '../../lib/neutralizar';
import { VALORES_OCULTOS } from '../../presenters/auditoria';
import { ocultasPorAnonimizacao } from './anonimizados';

const LOTE = 500;
const CABECALHO = ['Data e hora', 'Usuário', 'Ação', 'Entidade', 'Registro', 'IP', 'Antes', 'Depois'];

/** One CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
export function celula(valor: unknown): string {
  const texto = neutralizarTexto(
    valor === null || valor === undefined ? '' : typeof valor === 'string' ? valor : JSON.stringify(valor),
  );
  return `"${texto.replaceAll('"', '""')}"`;
}

const linha = (celulas: unknown[]) => `${celulas.map(celula).join(';')}\r\n`;

/**
 * The filtered audit log as CSV (';'-separated, UTF-8 with BOM, as Excel in pt-BR expects),
 * read in keyset-paged batches so a long log never sits in memory whole. An anonymised student's
 * entries come without their values, as on the screen.
 */
export function auditoriaCsv(db: Db, filtro: SQL | undefined, fuso: string): Readable {
  const formato = new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, dateStyle: 'short', timeStyle: 'medium' });
  // The cursor keeps the database's microseconds: a JavaScript Date would round them away and
  // skip rows written within the same millisecond.
  let cursor: { instante: string; id: string } | null = null;
  let inicio = true;
  async function* gerar() {
    yield `\uFEFF${linha(CABECALHO)}`;
    while (inicio || cursor) {
      inicio = false;
      const depois: SQL | undefined = cursor
        ? sql`(${auditoria.created_at}, ${auditoria.id}) < (${cursor.instante}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows = await db
        .select({ ...getTableColumns(auditoria), instante: sql<string>`${auditoria.created_at}::text` })
        .from(auditoria)
        .where(and(filtro, depois))
        .orderBy(desc(auditoria.created_at), desc(auditoria.id))
        .limit(LOTE);
      const ocultas = await ocultasPorAnonimizacao(db, rows);
      yield rows
        .map((r) =>
          linha([
            formato.format(r.created_at).replace(', ', ' '),
            r.usuario_email,
            acaoAuditoriaLabel(r.acao),
            entidadeAuditoriaLabel(r.entidade),
            r.entidade_id,
            r.ip,
            ocultas.has(r) ? VALORES_OCULTOS : r.antes,
            ocultas.has(r) ? VALORES_OCULTOS : r.depois,
          ]),
        )
        .join('');
      const ultima = rows.at(-1);
      cursor = rows.length === LOTE && ultima ? { instante: ultima.instante, id: ultima.id } : null;
    }
  }
  return Readable.from(gerar());
}
