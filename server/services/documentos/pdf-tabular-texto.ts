import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PASTA_ROBOTO = path.join(path.dirname(require.resolve('pdfmake/fonts/Roboto.js')), 'Roboto');

/**
 * The Roboto that ships inside pdfmake, as the boletim uses it: it covers every Portuguese letter and is
 * embedded in each file. A font is named by its path, the key pdfkit caches an opened font under, so a
 * document reads each file once.
 */
export const FONTES = {
  normal: path.join(PASTA_ROBOTO, 'Roboto-Regular.ttf'),
  negrito: path.join(PASTA_ROBOTO, 'Roboto-Medium.ttf'),
  italico: path.join(PASTA_ROBOTO, 'Roboto-Italic.ttf'),
} as const;

/** What pdfkit keeps of an opened font: fontkit's parsed font and this document's subset of it. */
interface FonteDoDocumento {
  font: { createSubset(): unknown; layout(texto: string): unknown };
  subset: unknown;
  /** pdfkit's cache of laid-out words: glyphs and positions, never changed once made. */
  layoutCache?: Record<string, unknown>;
}
interface FonteLida {
  font: FonteDoDocumento['font'];
  /** The words laid out in this font by the documents so far (grades, labels, the names of recent reports). */
  palavras: Map<string, unknown>;
}
const JA_LIDAS = new Map<string, FonteLida>();
/** Past this, the words start afresh: a bound on memory, not a cache of every name ever printed. */
const PALAVRAS_MAXIMAS = 50_000;

/** A plain object for pdfkit (it reads `cache[palavra]`) over a Map that stops growing at the bound. */
function cacheDePalavras(palavras: Map<string, unknown>): Record<string, unknown> {
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    get: (_alvo, palavra) => (typeof palavra === 'string' ? palavras.get(palavra) : undefined),
    set: (_alvo, palavra, run) => {
      if (typeof palavra !== 'string') return true;
      if (palavras.size >= PALAVRAS_MAXIMAS) palavras.clear();
      palavras.set(palavra, run);
      return true;
    },
  });
}

/**
 * Every letter a Brazilian document prints (ASCII, Latin-1, Latin Extended-A and the usual
 * typographic marks), laid out once when a font is first parsed. fontkit keeps one glyph object per
 * glyph with the characters of its first use, and a shared font must never first meet a glyph as the
 * part of another (the period inside the colon, when a subset is written): its text would read back
 * empty in the next document.
 */
const TODAS_AS_LETRAS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
]
  .flatMap(([de, ate]) => Array.from({ length: ate! - de! + 1 }, (_, i) => String.fromCodePoint(de! + i)))
  .join('');

/**
 * Opens the three fonts in a new document, sharing fontkit's parsed font between documents: pdfkit
 * reads and parses each font anew per document, and the first text laid out in a fresh font costs
 * 13–40 ms (its glyph and layout tables), more than the rest of a small report. What is shared is
 * read-only once warmed up (TODAS_AS_LETRAS), and so are the words laid out; each document keeps its own
 * subset, which is what gets embedded. pdfkit has no option for this: it reaches the document's current font (`_font`), and the
 * tests that read the text back fail if a pdfkit version changes that shape.
 */
export function abrirFontes(doc: PDFKit.PDFDocument): void {
  for (const arquivo of Object.values(FONTES)) {
    doc.font(arquivo);
    const aberta = (doc as unknown as { _font: FonteDoDocumento })._font;
    let lida = JA_LIDAS.get(arquivo);
    if (!lida) {
      aberta.font.layout(TODAS_AS_LETRAS);
      lida = { font: aberta.font, palavras: new Map() };
      JA_LIDAS.set(arquivo, lida);
    } else if (aberta.font !== lida.font) {
      aberta.font = lida.font;
      aberta.subset = lida.font.createSubset();
    }
    // Laying out a word is the same in every document of the font (the same glyphs, the same scale).
    if (aberta.layoutCache) aberta.layoutCache = cacheDePalavras(lida.palavras);
  }
  doc.font(FONTES.normal);
}

export interface Estilo {
  fonte: keyof typeof FONTES;
  tamanho: number;
  cor: string;
}

const COR_TEXTO = '#1f2937';
const CINZA = '#6b7280';

/** The styles of the pdfmake frame (`documentoPadrao`), so both kinds of document look alike. */
export const ESTILOS = {
  rede: { fonte: 'negrito', tamanho: 11, cor: COR_TEXTO },
  titulo: { fonte: 'negrito', tamanho: 15, cor: COR_TEXTO },
  subtitulo: { fonte: 'normal', tamanho: 9, cor: '#4b5563' },
  secao: { fonte: 'negrito', tamanho: 11, cor: COR_TEXTO },
  rodape: { fonte: 'normal', tamanho: 7, cor: CINZA },
  aviso: { fonte: 'italico', tamanho: 8, cor: '#92400e' },
  nota: { fonte: 'normal', tamanho: 7, cor: CINZA },
  vazio: { fonte: 'italico', tamanho: 9, cor: COR_TEXTO },
  cabecalho: { fonte: 'negrito', tamanho: 8, cor: COR_TEXTO },
  celula: { fonte: 'normal', tamanho: 8, cor: COR_TEXTO },
  cartaoRotulo: { fonte: 'normal', tamanho: 8, cor: '#4b5563' },
  cartaoValor: { fonte: 'negrito', tamanho: 14, cor: COR_TEXTO },
} as const satisfies Record<string, Estilo>;

/** Where the next block goes on the current page, and the fill colour that page's content already set. */
export interface Fluxo {
  doc: PDFKit.PDFDocument;
  esquerda: number;
  largura: number;
  topo: number;
  base: number;
  y: number;
  cor: string | null;
}

export function novaPagina(f: Fluxo): void {
  f.doc.addPage();
  f.y = f.topo;
  // A page's content starts in black: the colour set on the previous one no longer holds.
  f.cor = null;
}

/** Turns the page unless `altura` still fits; on an empty page a taller block goes anyway, rather than looping. */
export function reservar(f: Fluxo, altura: number): void {
  if (f.y + altura > f.base && f.y > f.topo) novaPagina(f);
}

/** Sets the style's font and size; returns its line height. */
export function usar(f: Fluxo, e: Estilo): number {
  f.doc.font(FONTES[e.fonte], e.tamanho);
  return f.doc.currentLineHeight();
}

const SEM_QUEBRA = { lineBreak: false };

/**
 * One line at (x, y), the top of its line box. Without a `width` pdfkit skips its LineWrapper, which
 * costs as much as the rest of a table's drawing; the wrapping is ours (`quebrarLinhas`). The colour is
 * written only when it changes.
 */
export function escrever(f: Fluxo, texto: string, x: number, y: number, cor: string): void {
  if (f.cor !== cor) {
    f.doc.fillColor(cor);
    f.cor = cor;
  }
  f.doc.text(texto, x, y, SEM_QUEBRA);
}

/**
 * The lines of a text within `largura` in the current font: its own line breaks, then words carried to
 * the next line; a word wider than the whole line (an e-mail, a code) is cut where it reaches the edge.
 * pdfkit caches the width of each word, so measuring word by word stays cheap.
 */
export function quebrarLinhas(doc: PDFKit.PDFDocument, texto: string, largura: number): string[] {
  const linhas: string[] = [];
  for (const paragrafo of texto.split('\n')) {
    if (doc.widthOfString(paragrafo) <= largura) {
      linhas.push(paragrafo);
      continue;
    }
    const espaco = doc.widthOfString(' ');
    let atual = '';
    let larguraAtual = 0;
    for (const palavra of paragrafo.split(' ')) {
      const w = doc.widthOfString(palavra);
      if (atual && larguraAtual + espaco + w <= largura) {
        atual += ` ${palavra}`;
        larguraAtual += espaco + w;
        continue;
      }
      if (atual) linhas.push(atual);
      if (w <= largura) {
        atual = palavra;
        larguraAtual = w;
        continue;
      }
      const pedacos = partirPalavra(doc, palavra, largura);
      atual = pedacos.pop()!;
      larguraAtual = doc.widthOfString(atual);
      linhas.push(...pedacos);
    }
    linhas.push(atual);
  }
  return linhas;
}

function partirPalavra(doc: PDFKit.PDFDocument, palavra: string, largura: number): string[] {
  const pedacos: string[] = [];
  let atual = '';
  for (const letra of palavra) {
    if (atual && doc.widthOfString(atual + letra) > largura) {
      pedacos.push(atual);
      atual = letra;
    } else atual += letra;
  }
  pedacos.push(atual);
  return pedacos;
}

/** A text across the content width, wrapped; the page turns first if it does not fit whole. */
export function paragrafo(f: Fluxo, texto: string, estilo: Estilo, acima = 0, abaixo = 0): void {
  const altura = usar(f, estilo);
  const linhas = quebrarLinhas(f.doc, texto, f.largura);
  f.y += acima;
  reservar(f, linhas.length * altura);
  for (const linha of linhas) {
    escrever(f, linha, f.esquerda, f.y, estilo.cor);
    f.y += altura;
  }
  f.y += abaixo;
}
