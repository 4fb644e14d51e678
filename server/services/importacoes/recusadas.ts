import { and, asc, eq, gt, or } from 'drizzle-orm';
import { CAMPO_IMPORTACAO_LABEL, type CampoImportacao } from '../../../domain/importacao/campos';
import type { Db } from '../../db/client';
import { importacoesLinhas } from '../../db/schema';
import { neutralizarTexto } from '../../lib/neutralizar';
import type { Importacao } from './fila';

/**
 * One line of the refused-lines CSV: every cell neutralised (a formula typed in the school's
 * spreadsheet comes back inert), quoted, ';' as Excel in pt-BR reads it.
 */
function linhaDoCsv(celulas: string[]): string {
  return celulas.map((c) => `"${neutralizarTexto(c).replace(/"/g, '""')}"`).join(';');
}

const rotulo = (campo: string) => CAMPO_IMPORTACAO_LABEL[campo as CampoImportacao] ?? campo;

/**
 * The refused lines of an import as a CSV (UTF-8 with BOM): the line number, the cells as the file
 * had them and the reasons — the file the school corrects and sends again. Read by pages, so a file
 * of many refusals is never held whole.
 */
export async function* csvDasRecusadas(db: Db, imp: Importacao): AsyncGenerator<string> {
  yield `\uFEFF${linhaDoCsv(['Linha', ...imp.cabecalho, 'Motivos da recusa'])}\r\n`;
  let depoisDe = 0;
  for (;;) {
    const pagina = await db
      .select({
        numero: importacoesLinhas.numero,
        celulas: importacoesLinhas.celulas,
        recusas: importacoesLinhas.recusas,
        erro: importacoesLinhas.erro,
      })
      .from(importacoesLinhas)
      .where(
        and(
          eq(importacoesLinhas.importacao_id, imp.id),
          gt(importacoesLinhas.numero, depoisDe),
          or(eq(importacoesLinhas.situacao, 'recusada'), eq(importacoesLinhas.resultado, 'recusada')),
        ),
      )
      .orderBy(asc(importacoesLinhas.numero))
      .limit(1000);
    if (!pagina.length) return;
    let parte = '';
    for (const l of pagina) {
      const motivos = [...l.recusas.map((r) => `${rotulo(r.campo)}: ${r.mensagem}`), ...(l.erro ? [l.erro] : [])].join(' | ');
      const celulas = imp.cabecalho.map((_, i) => l.celulas[i] ?? '');
      parte += `${linhaDoCsv([String(l.numero), ...celulas, motivos])}\r\n`;
    }
    yield parte;
    depoisDe = pagina[pagina.length - 1]!.numero;
  }
}
