import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { IdentidadeDoDocumento, LogoDoDocumento } from './identidade';
import { type TabelaPdf, desenharTabela } from './pdf-tabular-tabela';
import {
  ESTILOS,
  FONTES,
  type Fluxo,
  abrirFontes,
  escrever,
  paragrafo,
  quebrarLinhas,
  reservar,
  usar,
} from './pdf-tabular-texto';

export { type ColunaPdf, tabelaPdf } from './pdf-tabular-tabela';

/**
 * The list documents (Relatório de Alunos, the reports of /relatorios) drawn on pdfkit directly: the
 * same frame as `documentoPadrao` (pdf.ts), at a fraction of pdfmake's cost, which lays out every cell
 * of a table as a paragraph of its own. The boletim, with its QR code and free layout, stays on pdfmake.
 */

const require = createRequire(import.meta.url);
type SvgParaPdf = (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  opcoes: {
    width: number;
    height: number;
    preserveAspectRatio: string;
    assumePt: boolean;
    fontCallback: (familia: string, negrito: boolean, italico: boolean) => string;
    imageCallback: (endereco: string) => string;
    warningCallback: (aviso: string) => void;
  },
) => void;
// The SVG renderer pdfmake vendors for its own `svg` nodes: the logo reads the same in both kinds of document.
const { default: svgParaPdf } = require('pdfmake/js/3rd-party/svg-to-pdfkit.js') as { default: SvgParaPdf };

export type BlocoPdf =
  | TabelaPdf
  | { secao: string }
  | { texto: string; estilo: 'aviso' | 'nota'; acima?: number; abaixo?: number }
  /** The summary cards above a table: a small grey label over a large value, in equal columns. */
  | { cartoes: readonly (readonly [string, string])[] };

export interface DocumentoTabular {
  titulo: string;
  /** Under the title: the school, the class, the filters, the year. */
  subtitulo?: string;
  identidade: IdentidadeDoDocumento;
  /** When it was made, already in the network's time zone ('24/11/2026 14:05'). */
  geradoEm: string;
  paisagem?: boolean;
  /** Extra text on every page's footer. */
  rodape?: string;
  blocos: BlocoPdf[];
}

const MARGEM = { top: 64, left: 32, right: 32, bottom: 44 };
const LOGO = { x: 32, y: 16, largura: 90, altura: 36 };
const DADOS_DE_IMAGEM = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/** Renders a list document to the PDF's bytes. */
export async function gerarPdfTabular(d: DocumentoTabular): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: d.paisagem ? 'landscape' : 'portrait',
    margins: MARGEM,
    // The header and footer are drawn once the page count is known.
    bufferPages: true,
    // Roboto from the start: pdfkit's default Helvetica would be read from disk for nothing.
    font: FONTES.normal,
    info: { Title: d.titulo, Creator: 'Gestão Escolar', Producer: 'Gestão Escolar' },
  });
  abrirFontes(doc);
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const f: Fluxo = {
    doc,
    esquerda: MARGEM.left,
    largura: doc.page.width - MARGEM.left - MARGEM.right,
    topo: MARGEM.top,
    base: doc.page.height - MARGEM.bottom,
    y: MARGEM.top,
    cor: null,
  };
  paragrafo(f, d.titulo, ESTILOS.titulo, 0, 2);
  if (d.subtitulo) paragrafo(f, d.subtitulo, ESTILOS.subtitulo, 0, 10);
  for (const bloco of d.blocos) desenharBloco(f, bloco);
  emoldurar(doc, d);
  doc.end();
  return pronto;
}

function desenharBloco(f: Fluxo, b: BlocoPdf): void {
  if ('tabela' in b) desenharTabela(f, b);
  else if ('secao' in b) {
    // A heading keeps company with the start of its table rather than ending a page alone.
    f.y += 10;
    reservar(f, 60);
    paragrafo(f, b.secao, ESTILOS.secao, 0, 4);
  } else if ('texto' in b) paragrafo(f, b.texto, ESTILOS[b.estilo], b.acima, b.abaixo);
  else desenharCartoes(f, b.cartoes);
}

function desenharCartoes(f: Fluxo, cartoes: readonly (readonly [string, string])[]): void {
  const alturaRotulo = usar(f, ESTILOS.cartaoRotulo);
  const alturaValor = usar(f, ESTILOS.cartaoValor);
  reservar(f, alturaRotulo + alturaValor + 8);
  const largura = f.largura / Math.max(cartoes.length, 1);
  usar(f, ESTILOS.cartaoRotulo);
  cartoes.forEach(([rotulo], i) => escrever(f, rotulo, f.esquerda + i * largura + 4, f.y + 2, ESTILOS.cartaoRotulo.cor));
  usar(f, ESTILOS.cartaoValor);
  const y = f.y + alturaRotulo + 6;
  cartoes.forEach(([, valor], i) => escrever(f, valor, f.esquerda + i * largura + 4, y, ESTILOS.cartaoValor.cor));
  f.y += alturaRotulo + alturaValor + 8 + 10;
}

/** The network's logo and name at the top of every page; when it was made and the page count at the foot. */
function emoldurar(doc: PDFKit.PDFDocument, d: DocumentoTabular): void {
  const { start, count } = doc.bufferedPageRange();
  const desenharLogo = prepararLogo(doc, d.identidade.logo);
  const esquerdo = [`Gerado em ${d.geradoEm}`, d.rodape ? ` · ${d.rodape}` : ''].join('');
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // Nothing here may spill onto a new page: with no bottom margin pdfkit never adds one.
    doc.page.margins.bottom = 0;
    const largura = doc.page.width - MARGEM.left - MARGEM.right;
    const f: Fluxo = { doc, esquerda: MARGEM.left, largura, topo: 0, base: doc.page.height, y: 0, cor: null };
    const comLogo = desenharLogo();
    const xNome = MARGEM.left + (comLogo ? LOGO.largura + 8 : 0);
    const alturaNome = usar(f, ESTILOS.rede);
    quebrarLinhas(doc, d.identidade.nomeRede, MARGEM.left + largura - xNome)
      .slice(0, 2)
      .forEach((linha, n) => escrever(f, linha, xNome, LOGO.y + 10 + n * alturaNome, ESTILOS.rede.cor));
    usar(f, ESTILOS.rodape);
    const yRodape = doc.page.height - MARGEM.bottom + 12;
    const pagina = `Página ${i + 1} de ${count}`;
    const larguraPagina = doc.widthOfString(pagina);
    const [linhaRodape = ''] = quebrarLinhas(doc, esquerdo, largura - larguraPagina - 12);
    escrever(f, linhaRodape, MARGEM.left, yRodape, ESTILOS.rodape.cor);
    escrever(f, pagina, MARGEM.left + largura - larguraPagina, yRodape, ESTILOS.rodape.cor);
  }
}

/**
 * How to draw the logo on a page (true when drawn). A logo that cannot be read leaves the document
 * without one rather than failing it, as `carregarIdentidadeDoDocumento` does.
 */
function prepararLogo(doc: PDFKit.PDFDocument, logo: LogoDoDocumento | null): () => boolean {
  if (!logo) return () => false;
  if ('svg' in logo) {
    return () => {
      try {
        svgParaPdf(doc, logo.svg, LOGO.x, LOGO.y, {
          width: LOGO.largura,
          height: LOGO.altura,
          preserveAspectRatio: 'xMinYMin meet',
          assumePt: true,
          fontCallback: (_familia, negrito, italico) => (negrito ? FONTES.negrito : italico ? FONTES.italico : FONTES.normal),
          // Only images inside the SVG itself: anything else pdfkit would read from disk as a path.
          imageCallback: (endereco) => {
            const dados = endereco.replace(/\s+/g, '');
            return DADOS_DE_IMAGEM.test(dados) ? dados : 'data:x;base64,';
          },
          warningCallback: () => {},
        });
        return true;
      } catch {
        return false;
      }
    };
  }
  // Only a base64 data URL: any other string pdfkit would take for a file path and read from disk.
  if (!DADOS_DE_IMAGEM.test(logo.image)) return () => false;
  let ilegivel = false;
  return () => {
    if (ilegivel) return false;
    try {
      // Given as the same string on every page, pdfkit opens and embeds the image once.
      doc.image(logo.image, LOGO.x, LOGO.y, { fit: [LOGO.largura, LOGO.altura] });
      return true;
    } catch {
      ilegivel = true;
      return false;
    }
  };
}
