import { ESTILOS, type Fluxo, escrever, novaPagina, paragrafo, quebrarLinhas, reservar, usar } from './pdf-tabular-texto';

type Alinhamento = 'left' | 'right' | 'center';

export interface ColunaPdf<T> {
  titulo: string;
  /** Points of text, 'auto' (the widest header or value) or '*' (a share of what is left). */
  largura?: number | 'auto' | '*';
  alinhamento?: Alinhamento;
  valor: (linha: T) => string | number | null | undefined;
  /** A colour for the cell (the report's green/yellow/red), or none. */
  cor?: (linha: T) => string | undefined;
}

/** A table with its cells already as text: what `tabelaPdf` makes of a list's rows. */
export interface TabelaPdf {
  tabela: {
    colunas: { titulo: string; largura: number | 'auto' | '*'; alinhamento: Alinhamento }[];
    linhas: { textos: string[]; cores?: (string | undefined)[] }[];
    vazio: string;
  };
}

const texto = (v: string | number | null | undefined) => (v === null || v === undefined ? '—' : String(v));

/** A table with a repeated header row: the rows of a list as they appear on screen. */
export function tabelaPdf<T>(colunas: ColunaPdf<T>[], linhas: readonly T[], vazio = 'Nenhum registro.'): TabelaPdf {
  const comCor = colunas.some((c) => c.cor);
  return {
    tabela: {
      colunas: colunas.map((c) => ({ titulo: c.titulo, largura: c.largura ?? 'auto', alinhamento: c.alinhamento ?? 'left' })),
      linhas: linhas.map((l) => ({
        textos: colunas.map((c) => texto(c.valor(l))),
        cores: comCor ? colunas.map((c) => c.cor?.(l)) : undefined,
      })),
      vazio,
    },
  };
}

// Cell padding: a little more across than down, so neighbouring columns read apart.
const RECUO = 3;
const RECUO_LATERAL = 4;
const FUNDO_CABECALHO = '#f3f4f6';
const COR_LINHA = '#e5e7eb';
// Measured widths are sums of per-word widths; a hair of slack keeps a cell that fits from wrapping.
const FOLGA = 0.01;

/**
 * Draws the table from the flow's position: each cell measured once (the width decides both the 'auto'
 * columns and whether the cell wraps), the header row again at the top of every page, a row never split
 * across two pages.
 */
export function desenharTabela(f: Fluxo, { tabela: t }: TabelaPdf): void {
  if (!t.linhas.length) {
    paragrafo(f, t.vazio, ESTILOS.vazio, 8);
    return;
  }
  const { doc } = f;
  const n = t.colunas.length;
  const alturaCabecalho = usar(f, ESTILOS.cabecalho);
  const maiores = t.colunas.map((c) => maiorLinha(doc, c.titulo));
  const palavrasCabecalho = t.colunas.map((c) => maiorPalavra(doc, c.titulo));
  const alturaLinha = usar(f, ESTILOS.celula);
  const medidas = new Float64Array(t.linhas.length * n);
  t.linhas.forEach((l, i) =>
    l.textos.forEach((s, j) => {
      const w = s.includes('\n') ? maiorLinha(doc, s) : doc.widthOfString(s);
      medidas[i * n + j] = w;
      if (w > maiores[j]!) maiores[j] = w;
    }),
  );
  const minimo = (j: number) => t.linhas.reduce((m, l) => Math.max(m, maiorPalavra(doc, l.textos[j]!)), palavrasCabecalho[j]!);
  const larguras = distribuir(t.colunas, maiores, minimo, f.largura - 2 * RECUO_LATERAL * n);
  const xs: number[] = [];
  let larguraTabela = 0;
  for (const w of larguras) {
    xs.push(f.esquerda + larguraTabela + RECUO_LATERAL);
    larguraTabela += w + 2 * RECUO_LATERAL;
  }

  usar(f, ESTILOS.cabecalho);
  const cabecalho = t.colunas.map((c, j) => quebrarLinhas(doc, c.titulo, larguras[j]! + FOLGA));
  const alturaDoCabecalho = Math.max(...cabecalho.map((c) => c.length)) * alturaCabecalho + 2 * RECUO;
  const desenharCabecalho = () => {
    doc.rect(f.esquerda, f.y, larguraTabela, alturaDoCabecalho).fill(FUNDO_CABECALHO);
    f.cor = FUNDO_CABECALHO;
    usar(f, ESTILOS.cabecalho);
    cabecalho.forEach((linhas, j) =>
      celula(f, linhas, null, xs[j]!, larguras[j]!, t.colunas[j]!.alinhamento, ESTILOS.cabecalho.cor, alturaCabecalho),
    );
    f.y += alturaDoCabecalho;
    usar(f, ESTILOS.celula);
  };

  // The thin rules under the rows go in one path per page.
  let divisorias: number[] = [];
  const tracarDivisorias = () => {
    if (!divisorias.length) return;
    doc.lineWidth(0.5);
    for (const y of divisorias) doc.moveTo(f.esquerda, y).lineTo(f.esquerda + larguraTabela, y);
    doc.stroke(COR_LINHA);
    divisorias = [];
  };

  const quebradas: (string[] | null)[] = new Array<string[] | null>(n).fill(null);
  t.linhas.forEach((l, i) => {
    let linhasDaCelula = 1;
    for (let j = 0; j < n; j++) {
      const s = l.textos[j]!;
      const cabe = medidas[i * n + j]! <= larguras[j]! + FOLGA && !s.includes('\n');
      quebradas[j] = cabe ? null : quebrarLinhas(doc, s, larguras[j]! + FOLGA);
      linhasDaCelula = Math.max(linhasDaCelula, quebradas[j]?.length ?? 1);
    }
    const altura = linhasDaCelula * alturaLinha + 2 * RECUO;
    if (i === 0) {
      reservar(f, alturaDoCabecalho + altura);
      desenharCabecalho();
    } else if (f.y + altura > f.base) {
      tracarDivisorias();
      novaPagina(f);
      desenharCabecalho();
    }
    for (let j = 0; j < n; j++) {
      const linhas = quebradas[j] ?? [l.textos[j]!];
      const medida = quebradas[j] ? null : medidas[i * n + j]!;
      const cor = l.cores?.[j] ?? ESTILOS.celula.cor;
      celula(f, linhas, medida, xs[j]!, larguras[j]!, t.colunas[j]!.alinhamento, cor, alturaLinha);
    }
    f.y += altura;
    divisorias.push(f.y);
  });
  tracarDivisorias();
}

/** The lines of one cell from the row's top; `medida` is the width of a single line already measured. */
function celula(
  f: Fluxo,
  linhas: string[],
  medida: number | null,
  x: number,
  largura: number,
  alinhamento: Alinhamento,
  cor: string,
  alturaLinha: number,
): void {
  let y = f.y + RECUO;
  for (const linha of linhas) {
    if (linha) {
      const w = alinhamento === 'left' ? 0 : (medida ?? f.doc.widthOfString(linha));
      const deslocamento = alinhamento === 'right' ? largura - w : alinhamento === 'center' ? (largura - w) / 2 : 0;
      escrever(f, linha, x + deslocamento, y, cor);
    }
    y += alturaLinha;
  }
}

const maiorLinha = (doc: PDFKit.PDFDocument, s: string) => Math.max(...s.split('\n').map((l) => doc.widthOfString(l)));
const maiorPalavra = (doc: PDFKit.PDFDocument, s: string) => Math.max(...s.split(/\s+/).map((p) => doc.widthOfString(p)));

/**
 * The text width of each column, as pdfmake shares a page: fixed ones as given, 'auto' ones as wide as
 * their widest line, '*' ones splitting the rest. When that is wider than the page, the flexible columns
 * give way down to their longest word (wrapping the rest), and below that, in proportion.
 */
function distribuir(
  colunas: TabelaPdf['tabela']['colunas'],
  maiores: number[],
  minimo: (j: number) => number,
  disponivel: number,
): number[] {
  const larguras = colunas.map((c, j) => (typeof c.largura === 'number' ? c.largura : c.largura === 'auto' ? maiores[j]! : 0));
  const autos = colunas.flatMap((c, j) => (c.largura === 'auto' ? [j] : []));
  const estrelas = colunas.flatMap((c, j) => (c.largura === '*' ? [j] : []));
  const livre = disponivel - colunas.reduce((s, c) => s + (typeof c.largura === 'number' ? c.largura : 0), 0);
  const somaAutos = autos.reduce((s, j) => s + larguras[j]!, 0);
  // A column's longest word means measuring every word of it: only when the widest line does not already settle it.
  const medidos = new Map<number, number>();
  const menor = (j: number) => medidos.get(j) ?? medidos.set(j, minimo(j)).get(j)!;
  const cabemInteiras = somaAutos + estrelas.reduce((s, j) => s + maiores[j]!, 0) <= livre;
  const minimosEstrelas = cabemInteiras ? 0 : estrelas.reduce((s, j) => s + menor(j), 0);
  if (cabemInteiras || somaAutos + minimosEstrelas <= livre) {
    const parte = estrelas.length ? (livre - somaAutos) / estrelas.length : 0;
    for (const j of estrelas) larguras[j] = parte >= maiores[j]! ? parte : Math.max(parte, menor(j));
    return larguras;
  }
  const minimosAutos = autos.reduce((s, j) => s + menor(j), 0);
  const minimoTotal = minimosAutos + minimosEstrelas;
  for (const j of estrelas) larguras[j] = menor(j);
  if (minimoTotal <= livre) {
    const fracao = (livre - minimoTotal) / (somaAutos - minimosAutos);
    for (const j of autos) larguras[j] = menor(j) + (maiores[j]! - menor(j)) * fracao;
    return larguras;
  }
  const escala = minimoTotal > 0 ? Math.max(livre, 0) / minimoTotal : 0;
  for (const j of [...autos, ...estrelas]) larguras[j] = menor(j) * escala;
  return larguras;
}
