import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizarCelula } from '../../lib/neutralizar';

type ValorCelula = string | number | Date | null | undefined;

export interface ColunaPlanilha<T> {
  titulo: string;
  /** Width in characters. */
  largura?: number;
  valor: (linha: T) => ValorCelula;
  /** Excel number format ('0.0', '0.0"%"', 'dd/mm/yyyy'). */
  formato?: string;
}

/** A sheet ready to write: its columns and its rows already as cells. */
export interface AbaPlanilha {
  nome: string;
  colunas: Omit<ColunaPlanilha<never>, 'valor'>[];
  linhas: AsyncIterable<ValorCelula[]>;
}

/** A sheet of typed rows: each column says how it reads a row. */
export function aba<T>(nome: string, colunas: ColunaPlanilha<T>[], linhas: Iterable<T> | AsyncIterable<T>): AbaPlanilha {
  async function* celulas() {
    for await (const linha of linhas) yield colunas.map((c) => c.valor(linha));
  }
  return { nome, colunas, linhas: celulas() };
}

/**
 * Writes sheets with exceljs's streaming writer (each row is committed as it is written, so a large
 * report never holds the whole workbook in memory) and returns the file's bytes. Every text cell is
 * neutralised: a name typed as "=HYPERLINK(…)" stays text in Excel.
 */
export async function gerarPlanilha(abas: AbaPlanilha[]): Promise<Buffer> {
  const saida = new PassThrough();
  const partes: Buffer[] = [];
  saida.on('data', (p: Buffer) => partes.push(p));
  const fim = new Promise<void>((ok, falha) => {
    saida.on('end', ok);
    saida.on('error', falha);
  });
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  livro.creator = 'Gestão Escolar';
  for (const a of abas) {
    const folha = livro.addWorksheet(a.nome.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    folha.columns = a.colunas.map((c) => ({
      header: c.titulo,
      width: c.largura ?? 16,
      style: c.formato ? { numFmt: c.formato } : {},
    }));
    folha.getRow(1).font = { bold: true };
    folha.getRow(1).commit();
    for await (const linha of a.linhas) folha.addRow(linha.map((v) => neutralizarCelula(v ?? null))).commit();
    folha.commit();
  }
  await livro.commit();
  await fim;
  return Buffer.concat(partes);
}

/** One sheet of rows: the common case of a list's export. */
export function planilhaDeLista<T>(nome: string, colunas: ColunaPlanilha<T>[], linhas: Iterable<T> | AsyncIterable<T>) {
  return gerarPlanilha([aba(nome, colunas, linhas)]);
}
