import type { TipoImagem } from '../../../domain/uploads';

/**
 * An image's width and height in pixels, read from its header the way a decoder reads them
 * (no decoding, no dependency): a 2 MB PNG or GIF can still declare 60,000 × 60,000 pixels, and
 * every browser that shows it (the logo on the login page, a photo in the menu) would try to
 * allocate that much memory. Over LIMITE_DIMENSAO on either side is refused.
 */
export const LIMITE_DIMENSAO = 4096;

export const DIMENSAO_MENSAGENS = {
  grandeDemais: (largura: number, altura: number) =>
    `A imagem tem ${largura} × ${altura} pixels; o máximo é ${LIMITE_DIMENSAO} × ${LIMITE_DIMENSAO}. Reduza a imagem e envie de novo.`,
  ilegivel: 'A imagem está incompleta ou corrompida: não foi possível ler o tamanho dela.',
  svgTamanho: `O SVG declara um tamanho inválido ou maior que ${LIMITE_DIMENSAO} × ${LIMITE_DIMENSAO} pixels.`,
} as const;

export interface Dimensoes {
  largura: number;
  altura: number;
}

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function png(b: Buffer): Dimensoes | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { largura: b.readUInt32BE(16), altura: b.readUInt32BE(20) };
}

/** GIF: the logical screen size, then each frame's own size (a frame may be larger than the screen). */
function gif(b: Buffer): Dimensoes | null {
  if (b.length < 10) return null;
  return { largura: b.readUInt16LE(6), altura: b.readUInt16LE(8) };
}

/** Start-of-frame markers carry the size (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walk the marker segments until the first start-of-frame. */
function jpeg(b: Buffer): Dimensoes | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marcador = b[i + 1]!;
    // Fill bytes and markers without a length.
    if (marcador === 0xff) {
      i += 1;
      continue;
    }
    if (marcador === 0xd8 || marcador === 0x01 || (marcador >= 0xd0 && marcador <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marcador === 0xd9 || marcador === 0xda) return null;
    const tamanho = b.readUInt16BE(i + 2);
    if (tamanho < 2) return null;
    if (SOF.has(marcador)) {
      if (i + 9 > b.length) return null;
      return { altura: b.readUInt16BE(i + 5), largura: b.readUInt16BE(i + 7) };
    }
    i += 2 + tamanho;
  }
  return null;
}

/** Skips a run of GIF data sub-blocks (a length byte, that many bytes, until a zero length). */
function saltarSubBlocos(b: Buffer, i: number): number {
  while (i < b.length && b[i] !== 0) i += 1 + b[i]!;
  return i + 1;
}

/**
 * Every frame of a GIF, not just the logical screen (a frame may declare more): the largest side
 * found, walking the blocks as a decoder does; null if the file ends before the trailer.
 */
function maiorQuadroGif(b: Buffer, tela: Dimensoes): Dimensoes | null {
  let { largura, altura } = tela;
  const flags = b[10] ?? 0;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (i < b.length) {
    const bloco = b[i];
    if (bloco === 0x3b) return { largura, altura };
    if (bloco === 0x21) {
      i = saltarSubBlocos(b, i + 2);
    } else if (bloco === 0x2c) {
      if (i + 10 > b.length) return null;
      largura = Math.max(largura, b.readUInt16LE(i + 5));
      altura = Math.max(altura, b.readUInt16LE(i + 7));
      const local = b[i + 9]!;
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      i = saltarSubBlocos(b, i + 1);
    } else {
      return null;
    }
  }
  // No trailer: browsers still show what arrived; judge the frames read so far.
  return { largura, altura };
}

/** The size of a PNG, JPEG or GIF; null when the header cannot be read. */
export function lerDimensoes(bytes: Buffer, tipo: Exclude<TipoImagem, 'svg'>): Dimensoes | null {
  if (tipo === 'png') return png(bytes);
  if (tipo === 'jpeg') return jpeg(bytes);
  const tela = gif(bytes);
  return tela ? maiorQuadroGif(bytes, tela) : null;
}

/** A length in user units or px, as on the root <svg>; percentages and relative units count as unset. */
function comprimento(valor: string | undefined): number | null | 'invalido' {
  if (valor === undefined) return null;
  const m = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px)?\s*$/i.exec(valor);
  if (!m) return /^\s*[\d.]+\s*(%|em|ex|rem|pt|pc|cm|mm|in)\s*$/i.test(valor) ? null : 'invalido';
  const n = Number(m[1]);
  return Number.isFinite(n) && n > 0 ? n : 'invalido';
}

/**
 * An SVG's root width, height and viewBox are sane: positive finite numbers, and an absolute
 * width or height no larger than the limit (the viewBox only sets coordinates, any size goes).
 */
export function svgDimensoesValidas(svg: Buffer): boolean {
  const raiz = /<svg\b([^>]*)>/i.exec(svg.toString('utf8'))?.[1] ?? '';
  const atributo = (nome: string) =>
    new RegExp(`(?:^|\\s)${nome}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
      .exec(raiz)
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const nome of ['width', 'height']) {
    const valor = comprimento(atributo(nome));
    if (valor === 'invalido' || (valor !== null && valor > LIMITE_DIMENSAO)) return false;
  }
  const viewBox = atributo('viewBox');
  if (viewBox === undefined) return true;
  const numeros = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return numeros.length === 4 && numeros.every(Number.isFinite) && numeros[2]! > 0 && numeros[3]! > 0;
}
