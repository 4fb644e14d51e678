import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { IdentidadeDoDocumento } from './identidade';

const require = createRequire(import.meta.url);
const PASTA_FONTES = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

// Roboto ships inside pdfmake and covers every Portuguese letter; embedded in each file, so a PDF
// reads the same on any machine. A document never fetches anything: no URL, and on disk only the
// fonts (images come in as data, read from our own storage).
pdfmake.setFonts({
  Roboto: {
    normal: path.join(PASTA_FONTES, 'Roboto/Roboto-Regular.ttf'),
    bold: path.join(PASTA_FONTES, 'Roboto/Roboto-Medium.ttf'),
    italics: path.join(PASTA_FONTES, 'Roboto/Roboto-Italic.ttf'),
    bolditalics: path.join(PASTA_FONTES, 'Roboto/Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((arquivo) => path.resolve(arquivo).startsWith(PASTA_FONTES + path.sep));

export type { Content, TableCell, TDocumentDefinitions };

/** Renders a document definition to the PDF's bytes. */
export async function gerarPdf(definicao: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definicao).getBuffer();
}

export interface Documento {
  titulo: string;
  /** Under the title: the school, the class, the filters, the year. */
  subtitulo?: string;
  identidade: IdentidadeDoDocumento;
  /** When it was made, already in the network's time zone ('24/11/2026 14:05'). */
  geradoEm: string;
  conteudo: Content[];
  paisagem?: boolean;
  /** Extra text on every page's footer (the verification code of a boletim). */
  rodape?: string;
}

/**
 * The frame every PDF of the product shares: the network's logo and name at the top of each page,
 * the title, and a footer with when it was made and the page count. The list documents draw the same
 * frame on pdfkit directly (`pdf-tabular.ts`); a change of look goes in both.
 */
export function documentoPadrao(d: Documento): TDocumentDefinitions {
  const { identidade } = d;
  const marca: Column[] = [];
  if (identidade.logo) marca.push({ ...identidade.logo, fit: [90, 36], width: 90 });
  marca.push({ text: identidade.nomeRede, style: 'rede', width: '*', margin: [identidade.logo ? 8 : 0, 10, 0, 0] });
  return {
    pageSize: 'A4',
    pageOrientation: d.paisagem ? 'landscape' : 'portrait',
    pageMargins: [32, 64, 32, 44],
    info: { title: d.titulo, creator: 'Gestão Escolar', producer: 'Gestão Escolar' },
    header: { columns: marca, margin: [32, 16, 32, 0] },
    footer: (pagina, total) => ({
      columns: [
        { text: [`Gerado em ${d.geradoEm}`, d.rodape ? ` · ${d.rodape}` : ''].join(''), style: 'rodape' },
        { text: `Página ${pagina} de ${total}`, style: 'rodape', alignment: 'right', width: 'auto' },
      ],
      margin: [32, 12, 32, 0],
    }),
    content: [
      { text: d.titulo, style: 'titulo' },
      ...(d.subtitulo ? [{ text: d.subtitulo, style: 'subtitulo' }] : []),
      ...d.conteudo,
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9, color: '#1f2937' },
    styles: {
      rede: { fontSize: 11, bold: true },
      titulo: { fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      subtitulo: { fontSize: 9, color: '#4b5563', margin: [0, 0, 0, 10] },
      secao: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      cabecalhoTabela: { bold: true, fillColor: '#f3f4f6' },
      rodape: { fontSize: 7, color: '#6b7280' },
      aviso: { fontSize: 8, italics: true, color: '#92400e' },
    },
  };
}
