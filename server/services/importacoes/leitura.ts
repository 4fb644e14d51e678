import { type Readable, Transform } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { type Codificacao, DetectorDeCodificacao, detectarSeparador } from '../../../domain/importacao/texto';

/** The file of an import, opened anew for each pass (the storage gives a fresh stream each time). */
export type AbrirArquivo = () => Promise<Readable>;

export interface ArquivoAberto {
  /** The cells of the first line: the header. */
  cabecalho: string[];
  codificacao: Codificacao | null;
  separador: ';' | ',' | null;
  /** The lines after the header, each with its number in the file (the header is 1), read as they are needed. */
  linhas: AsyncIterable<{ numero: number; celulas: string[] }>;
}

/** Bytes read to find the header line and its separator. */
const AMOSTRA = 64 * 1024;

/**
 * A CSV read twice, never whole: first every byte through the UTF-8 check (the encoding is only
 * known at the end: one invalid byte on the last line makes it Windows-1252), then decoded and parsed
 * as a stream, one record at a time, the separator taken from the header line.
 */
async function abrirCsv(abrir: AbrirArquivo): Promise<ArquivoAberto> {
  const detector = new DetectorDeCodificacao();
  const amostra: Buffer[] = [];
  let lidos = 0;
  for await (const pedaco of await abrir()) {
    const b = pedaco as Buffer;
    detector.adicionar(b);
    if (lidos < AMOSTRA) amostra.push(b);
    lidos += b.length;
  }
  const codificacao = detector.concluir();
  const inicio = new TextDecoder(codificacao).decode(Buffer.concat(amostra).subarray(0, AMOSTRA));
  const primeiraLinha = inicio.split(/\r?\n/, 1)[0] ?? '';
  const separador = detectarSeparador(primeiraLinha);

  const registros = async function* () {
    const decodificador = new TextDecoder(codificacao);
    const texto = new Transform({
      transform(pedaco: Buffer, _enc, pronto) {
        pronto(null, decodificador.decode(pedaco, { stream: true }));
      },
      flush(pronto) {
        pronto(null, decodificador.decode());
      },
    });
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: separador, skipEmptyLines: 'greedy' });
    (await abrir()).pipe(texto).pipe(parser);
    for await (const registro of parser as AsyncIterable<string[]>) yield registro;
  };
  const iterador = registros()[Symbol.asyncIterator]();
  const primeiro = await iterador.next();
  const cabecalho = primeiro.done ? [] : primeiro.value.map((c) => c.trim());
  return {
    cabecalho,
    codificacao,
    separador,
    linhas: (async function* () {
      // Papa skips blank lines: the number counts records, which is the line of the file but for blank lines and quoted breaks.
      let numero = 1;
      for (let r = await iterador.next(); !r.done; r = await iterador.next()) yield { numero: ++numero, celulas: r.value };
    })(),
  };
}

/** A cell of a spreadsheet as the text a CSV would have: dates as dd/mm/aaaa, formulas by their result. */
function textoDaCelula(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) {
    const d = String(valor.getUTCDate()).padStart(2, '0');
    const m = String(valor.getUTCMonth() + 1).padStart(2, '0');
    return `${d}/${m}/${valor.getUTCFullYear()}`;
  }
  if (typeof valor === 'object') {
    const v = valor as { richText?: { text: string }[]; text?: unknown; result?: unknown; formula?: string; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v || 'formula' in v) return v.result !== undefined ? textoDaCelula(v.result) : `=${v.formula ?? ''}`;
    if (v.text !== undefined) return textoDaCelula(v.text);
    if (v.error) return v.error;
    return '';
  }
  if (typeof valor === 'number' || typeof valor === 'boolean' || typeof valor === 'string') return String(valor);
  return '';
}

/** An XLSX by the streaming reader of exceljs: the first sheet, row by row (shared strings kept, styles not). */
async function abrirXlsx(abrir: AbrirArquivo): Promise<ArquivoAberto> {
  const linhasDaPlanilha = async function* () {
    const leitor = new ExcelJS.stream.xlsx.WorkbookReader(await abrir(), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // The styles say which numbers are dates (a birth date cell is a number with a date format).
      styles: 'cache',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const planilha of leitor) {
      for await (const linha of planilha) {
        const valores = linha.values as unknown[];
        const celulas: string[] = [];
        for (let i = 1; i < valores.length; i++) celulas.push(textoDaCelula(valores[i]));
        if (celulas.some((c) => c.trim())) yield { numero: linha.number, celulas };
      }
      // Only the first sheet: the others of a workbook are notes, lists, instructions.
      break;
    }
  };
  const iterador = linhasDaPlanilha()[Symbol.asyncIterator]();
  const primeiro = await iterador.next();
  return {
    cabecalho: primeiro.done ? [] : primeiro.value.celulas.map((c) => c.trim()),
    codificacao: null,
    separador: null,
    linhas: { [Symbol.asyncIterator]: () => iterador },
  };
}

export function abrirArquivo(formato: 'csv' | 'xlsx', abrir: AbrirArquivo): Promise<ArquivoAberto> {
  return formato === 'xlsx' ? abrirXlsx(abrir) : abrirCsv(abrir);
}
