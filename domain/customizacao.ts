/**
 * The interface customisation (Configurações → Customização): five cards (logo, cabeçalho, seções
 * da página inicial, menu lateral, rodapé), their shapes and their defaults. Whatever is
 * stored or sent is read through `normalizarCustomizacao`, so a blank or invalid number or
 * colour becomes the default and the result is always complete.
 */
export const TIPOS_CUSTOMIZACAO = ['logo', 'cabecalho', 'secoes', 'sidebar', 'footer'] as const;
export type TipoCustomizacao = (typeof TIPOS_CUSTOMIZACAO)[number];

export interface LinkRodape {
  texto: string;
  url: string;
}

export interface Customizacao {
  logo: { url: string; largura: number; altura: number; alt: string };
  cabecalho: {
    tituloPrincipal: string;
    subtitulo: string;
    corTitulo: string;
    corSubtitulo: string;
    imagemFundo: string;
    altura: number;
  };
  secoes: { estatisticas: boolean; atividades: boolean; avisos: boolean; calendario: boolean; graficos: boolean; links: boolean };
  sidebar: { largura: number; cor: string; posicao: 'left' | 'right'; colapsavel: boolean; mostrarLogo: boolean };
  footer: { texto: string; links: LinkRodape[]; corTexto: string; corFundo: string; mostrarLinks: boolean };
}

/**
 * Colours equal to these defaults follow the theme (light or dark); a colour the
 * administrador picks applies as picked, in both themes.
 */
export const CUSTOMIZACAO_PADRAO: Customizacao = {
  logo: { url: '', largura: 150, altura: 60, alt: 'Logotipo da instituição' },
  cabecalho: { tituloPrincipal: '', subtitulo: '', corTitulo: '#1f2937', corSubtitulo: '#6b7280', imagemFundo: '', altura: 80 },
  secoes: { estatisticas: true, atividades: true, avisos: true, calendario: true, graficos: true, links: true },
  sidebar: { largura: 256, cor: '#ffffff', posicao: 'left', colapsavel: true, mostrarLogo: true },
  footer: { texto: '', links: [], corTexto: '#6b7280', corFundo: '#f9fafb', mostrarLinks: true },
};

/** Accepted ranges; a number outside its range is invalid and falls back to the default. */
const LIMITES_CUSTOMIZACAO = {
  logoLargura: [16, 600],
  logoAltura: [16, 300],
  cabecalhoAltura: [48, 240],
  sidebarLargura: [180, 400],
} as const satisfies Record<string, readonly [number, number]>;

export const SECAO_LABEL: Record<keyof Customizacao['secoes'], string> = {
  estatisticas: 'Estatísticas',
  atividades: 'Atividades recentes',
  avisos: 'Avisos',
  calendario: 'Calendário',
  graficos: 'Gráficos',
  links: 'Links rápidos',
};

const CUSTOMIZACAO_MENSAGENS = {
  urlImagem: 'Use um endereço https:// ou uma imagem enviada por aqui',
  link: (item: string) =>
    `Link inválido: "${item}". Use "Texto | https://endereço", um endereço https://, mailto: ou um caminho iniciado por /`,
  textoLongo: 'Texto longo demais',
  muitosLinks: 'No máximo 10 links',
} as const;

const HEX = /^#[0-9a-f]{6}$/i;
const SHORT_HEX = /^#[0-9a-f]{3}$/i;
/** The app's own uploads, served by the public files route. */
const OWN_FILE = /^\/api\/publico\/arquivos\/[0-9a-f-]{36}$/i;

function text(value: unknown, fallback: string, max: number): string {
  if (typeof value !== 'string') return fallback;
  return value.trim().slice(0, max);
}

/** Blank, non-numeric, fractional or out-of-range numbers become the default. */
function numero(value: unknown, fallback: number, [min, max]: readonly [number, number]): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  if (!Number.isFinite(n)) return fallback;
  const rounded = Math.round(n);
  return rounded >= min && rounded <= max ? rounded : fallback;
}

/** '#abc' → '#aabbcc', lower case; anything that is not a hex colour becomes the default. */
export function cor(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  if (HEX.test(v)) return v.toLowerCase();
  if (SHORT_HEX.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An image address the pages may load: an upload of ours or an https:// address. */
function urlImagemValida(url: string): boolean {
  if (url === '' || OWN_FILE.test(url)) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Where a footer link may lead: http(s), mailto or a path of the app; never javascript: or data:. */
function urlLinkValida(url: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(url)) return true;
  try {
    const u = new URL(url);
    return ['https:', 'http:', 'mailto:'].includes(u.protocol);
  } catch {
    return false;
  }
}

function linkLabel(url: string): string {
  if (url.startsWith('mailto:')) return url.slice('mailto:'.length);
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}

/**
 * The footer links as typed: comma-separated, each "Texto | endereço" or just the address.
 * Returns the links and the entries that are not valid links.
 */
export function parseLinks(input: string): { links: LinkRodape[]; invalidos: string[] } {
  const links: LinkRodape[] = [];
  const invalidos: string[] = [];
  for (const raw of input.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [a, ...rest] = item.split('|');
    const hasLabel = rest.length > 0;
    const url = (hasLabel ? rest.join('|') : a!).trim();
    const texto = (hasLabel ? a! : '').trim() || linkLabel(url);
    if (urlLinkValida(url) && texto.length <= 80) links.push({ texto, url });
    else invalidos.push(item);
  }
  return { links, invalidos };
}

export function formatLinks(links: readonly LinkRodape[]): string {
  return links.map((l) => (l.texto && l.texto !== linkLabel(l.url) ? `${l.texto} | ${l.url}` : l.url)).join(', ');
}

function links(value: unknown): LinkRodape[] {
  if (typeof value === 'string') return parseLinks(value).links;
  if (!Array.isArray(value)) return [];
  const out: LinkRodape[] = [];
  for (const item of value) {
    const o = obj(item);
    const url = typeof item === 'string' ? item.trim() : text(o.url, '', 500);
    if (!url || !urlLinkValida(url)) continue;
    out.push({ texto: text(o.texto, '', 80) || linkLabel(url), url });
  }
  return out.slice(0, 10);
}

/** Any stored or sent value → a complete customisation; never throws. */
export function normalizarCustomizacao(raw: unknown): Customizacao {
  const r = obj(raw);
  const P = CUSTOMIZACAO_PADRAO;
  const L = LIMITES_CUSTOMIZACAO;
  const logo = obj(r.logo);
  const cab = obj(r.cabecalho);
  const sec = obj(r.secoes);
  const side = obj(r.sidebar);
  const foot = obj(r.footer);
  const logoUrl = text(logo.url, P.logo.url, 500);
  const fundo = text(cab.imagemFundo, P.cabecalho.imagemFundo, 500);
  return {
    logo: {
      url: urlImagemValida(logoUrl) ? logoUrl : P.logo.url,
      largura: numero(logo.largura, P.logo.largura, L.logoLargura),
      altura: numero(logo.altura, P.logo.altura, L.logoAltura),
      alt: text(logo.alt, P.logo.alt, 150) || P.logo.alt,
    },
    cabecalho: {
      tituloPrincipal: text(cab.tituloPrincipal, P.cabecalho.tituloPrincipal, 120),
      subtitulo: text(cab.subtitulo, P.cabecalho.subtitulo, 200),
      corTitulo: cor(cab.corTitulo, P.cabecalho.corTitulo),
      corSubtitulo: cor(cab.corSubtitulo, P.cabecalho.corSubtitulo),
      imagemFundo: urlImagemValida(fundo) ? fundo : P.cabecalho.imagemFundo,
      altura: numero(cab.altura, P.cabecalho.altura, L.cabecalhoAltura),
    },
    secoes: {
      estatisticas: flag(sec.estatisticas, P.secoes.estatisticas),
      atividades: flag(sec.atividades, P.secoes.atividades),
      avisos: flag(sec.avisos, P.secoes.avisos),
      calendario: flag(sec.calendario, P.secoes.calendario),
      graficos: flag(sec.graficos, P.secoes.graficos),
      links: flag(sec.links, P.secoes.links),
    },
    sidebar: {
      largura: numero(side.largura, P.sidebar.largura, L.sidebarLargura),
      cor: cor(side.cor, P.sidebar.cor),
      posicao: side.posicao === 'right' ? 'right' : 'left',
      colapsavel: flag(side.colapsavel, P.sidebar.colapsavel),
      mostrarLogo: flag(side.mostrarLogo, P.sidebar.mostrarLogo),
    },
    footer: {
      texto: text(foot.texto, P.footer.texto, 300),
      links: links(foot.links),
      corTexto: cor(foot.corTexto, P.footer.corTexto),
      corFundo: cor(foot.corFundo, P.footer.corFundo),
      mostrarLinks: flag(foot.mostrarLinks, P.footer.mostrarLinks),
    },
  };
}

/**
 * What is refused rather than defaulted: an image address the pages must not load and footer
 * links that are not links. Keys are the form's field paths.
 */
export function errosCustomizacao(raw: unknown): Record<string, string> {
  const r = obj(raw);
  const erros: Record<string, string> = {};
  const logoUrl = obj(r.logo).url;
  if (typeof logoUrl === 'string' && !urlImagemValida(logoUrl.trim())) erros['logo.url'] = CUSTOMIZACAO_MENSAGENS.urlImagem;
  const fundo = obj(r.cabecalho).imagemFundo;
  if (typeof fundo === 'string' && !urlImagemValida(fundo.trim()))
    erros['cabecalho.imagemFundo'] = CUSTOMIZACAO_MENSAGENS.urlImagem;
  const rawLinks = obj(r.footer).links;
  const lista = typeof rawLinks === 'string' ? parseLinks(rawLinks) : null;
  if (lista?.invalidos.length) erros['footer.links'] = CUSTOMIZACAO_MENSAGENS.link(lista.invalidos[0]!);
  else if (Array.isArray(rawLinks)) {
    const bad = rawLinks.find((item) => {
      const url = typeof item === 'string' ? item.trim() : typeof obj(item).url === 'string' ? String(obj(item).url).trim() : '';
      return !urlLinkValida(url);
    });
    if (bad !== undefined)
      erros['footer.links'] = CUSTOMIZACAO_MENSAGENS.link(typeof bad === 'string' ? bad : String(obj(bad).url ?? ''));
    else if (rawLinks.length > 10) erros['footer.links'] = CUSTOMIZACAO_MENSAGENS.muitosLinks;
  }
  return erros;
}

/** Relative luminance (WCAG) of a '#rrggbb' colour, to pick readable text over it. */
function luminancia(hex: string): number {
  const c = cor(hex, '#ffffff');
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(c.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function corEscura(hex: string): boolean {
  return luminancia(hex) < 0.4;
}
