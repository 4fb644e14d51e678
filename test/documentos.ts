import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages joined: what a test asserts a generated document says. */
export async function lerTextoPdf(dados: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(dados));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The text of each page of a PDF: what repeats on every page (header row, network, page count). */
export async function lerPaginasPdf(dados: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(dados));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The number of pages of a PDF (a class's boletins: one student per page). */
export async function paginasDoPdf(dados: Buffer | Uint8Array): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(dados))).numPages;
}

/** Each sheet of an XLSX as rows of cell values (the header row first). */
export async function lerPlanilha(dados: Buffer | Uint8Array): Promise<Map<string, unknown[][]>> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(dados as unknown as ArrayBuffer);
  const abas = new Map<string, unknown[][]>();
  livro.eachSheet((folha) => {
    const linhas: unknown[][] = [];
    folha.eachRow((linha) => {
      linhas.push((linha.values as unknown[]).slice(1));
    });
    abas.set(folha.name, linhas);
  });
  return abas;
}
