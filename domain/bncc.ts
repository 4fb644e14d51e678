/**
 * The BNCC catalogue's vocabulary: etapas, curricular components, years/grades, and what an
 * official code says about itself. The conventions are those of the official catalogue
 * (MEC's spreadsheets and the homologated document): the code carries the etapa, the
 * component and the year(s), so an official row can be checked against its own code.
 */
export const ETAPAS = ['EI', 'EF', 'EM'] as const;
export type Etapa = (typeof ETAPAS)[number];

export const ETAPA_LABEL: Record<Etapa, string> = {
  EI: 'Educação Infantil',
  EF: 'Ensino Fundamental',
  EM: 'Ensino Médio',
};

/** EF: the components; the letters are the ones official codes use. */
const EF_COMPONENTES = {
  LP: 'Língua Portuguesa',
  AR: 'Arte',
  EF: 'Educação Física',
  LI: 'Língua Inglesa',
  MA: 'Matemática',
  CI: 'Ciências',
  GE: 'Geografia',
  HI: 'História',
  ER: 'Ensino Religioso',
  CO: 'Computação',
} as const;
/** EM: the knowledge áreas, and Língua Portuguesa, the one component with its own habilidades. */
const EM_COMPONENTES = {
  LGG: 'Linguagens e suas Tecnologias',
  LP: 'Língua Portuguesa',
  MAT: 'Matemática e suas Tecnologias',
  CNT: 'Ciências da Natureza e suas Tecnologias',
  CHS: 'Ciências Humanas e Sociais Aplicadas',
} as const;
/** EI: the campos de experiências. */
const EI_CAMPOS = {
  EO: 'O eu, o outro e o nós',
  CG: 'Corpo, gestos e movimentos',
  TS: 'Traços, sons, cores e formas',
  EF: 'Escuta, fala, pensamento e imaginação',
  ET: 'Espaços, tempos, quantidades, relações e transformações',
} as const;

const SIGLAS: Record<Etapa, Record<string, string>> = { EI: EI_CAMPOS, EF: EF_COMPONENTES, EM: EM_COMPONENTES };

export const COMPONENTES: Record<Etapa, readonly string[]> = {
  EI: Object.values(EI_CAMPOS),
  EF: Object.values(EF_COMPONENTES),
  EM: Object.values(EM_COMPONENTES),
};

/** Every component name, each once (Língua Portuguesa is both EF and EM), for filters. */
const TODOS_COMPONENTES: readonly string[] = [...new Set([...COMPONENTES.EF, ...COMPONENTES.EM, ...COMPONENTES.EI])];

const FAIXAS_EI = [
  'Bebês (zero a 1 ano e 6 meses)',
  'Crianças bem pequenas (1 ano e 7 meses a 3 anos e 11 meses)',
  'Crianças pequenas (4 anos a 5 anos e 11 meses)',
] as const;
const ANOS_EF = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}º Ano`);
const SERIES_EM = ['1ª Série', '2ª Série', '3ª Série'];

/** One year, série or age group: what a class is and what the year filter offers. */
export const ANOS_INDIVIDUAIS: Record<Etapa, readonly string[]> = { EI: FAIXAS_EI, EF: ANOS_EF, EM: SERIES_EM };

/** EF spans used by official codes (a range includes every year in it). */
function faixaEf(de: number, ate: number): string {
  if (de === ate) return `${de}º Ano`;
  return ate === de + 1 ? `${de}º e ${ate}º Ano` : `${de}º ao ${ate}º Ano`;
}
const FAIXAS_EF = [
  [1, 2],
  [1, 5],
  [3, 5],
  [6, 7],
  [8, 9],
  [6, 9],
].map(([a, b]) => faixaEf(a!, b!));
const EM_TODAS = '1ª à 3ª Série';

/** The ano_serie values a row may hold, by etapa: single years plus the official spans. */
export const ANOS_SERIE: Record<Etapa, readonly string[]> = {
  EI: FAIXAS_EI,
  EF: [...ANOS_EF, ...FAIXAS_EF],
  EM: [...SERIES_EM, EM_TODAS],
};

/**
 * The individual years an ano_serie covers: '6º ao 9º Ano' → 6º, 7º, 8º and 9º Ano. A skill
 * of a span shows up when filtering by any year in it.
 */
export function anosCobertos(anoSerie: string): string[] {
  const ef = /^(\d)º (?:(e|ao) (\d)º )?Ano$/.exec(anoSerie);
  if (ef) {
    const de = Number(ef[1]);
    const ate = ef[3] ? Number(ef[3]) : de;
    return ANOS_EF.slice(de - 1, ate);
  }
  if (anoSerie === EM_TODAS) return [...SERIES_EM];
  return [anoSerie];
}

/** A comparison key: case, accents, ordinal marks and spacing do not matter. */
function chave(valor: string): string {
  return valor
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The spec's names and common variants, mapped to the official ones. */
const APELIDOS_COMPONENTE: Record<string, string> = {
  ingles: 'Língua Inglesa',
  'educacao religiosa': 'Ensino Religioso',
  portugues: 'Língua Portuguesa',
  artes: 'Arte',
};
const APELIDOS_ANO: Record<string, string> = {
  'educacao infantil - bebes': FAIXAS_EI[0],
  'educacao infantil - criancas bem pequenas': FAIXAS_EI[1],
  'educacao infantil - criancas pequenas': FAIXAS_EI[2],
  bebes: FAIXAS_EI[0],
  'criancas bem pequenas': FAIXAS_EI[1],
  'criancas pequenas': FAIXAS_EI[2],
  '1o ano em': SERIES_EM[0]!,
  '2o ano em': SERIES_EM[1]!,
  '3o ano em': SERIES_EM[2]!,
};

const COMPONENTE_POR_CHAVE = new Map(TODOS_COMPONENTES.map((c) => [chave(c), c]));
const ANO_POR_CHAVE = new Map(ETAPAS.flatMap((e) => ANOS_SERIE[e]).map((a) => [chave(a), a]));

/** The official component name for what was typed, or null when it names none. */
export function normalizarComponente(valor: string): string | null {
  const k = chave(valor);
  return COMPONENTE_POR_CHAVE.get(k) ?? APELIDOS_COMPONENTE[k] ?? null;
}

/** The catalogue's ano_serie for what was typed, or null when it names none. */
export function normalizarAnoSerie(valor: string): string | null {
  const k = chave(valor);
  // The subjects page's values: 6_ano, 2_serie.
  const codigo = /^([1-9])_(ano|serie)$/.exec(k);
  if (codigo) return codigo[2] === 'ano' ? `${codigo[1]}º Ano` : (SERIES_EM[Number(codigo[1]) - 1] ?? null);
  return ANO_POR_CHAVE.get(k) ?? APELIDOS_ANO[k] ?? null;
}

export function etapaDoAnoSerie(anoSerie: string): Etapa | null {
  return ETAPAS.find((e) => ANOS_SERIE[e].includes(anoSerie)) ?? null;
}

export interface CodigoOficial {
  etapa: Etapa;
  componente_curricular: string;
  ano_serie: string;
}

const RE_EF = /^EF(\d)(\d)([A-Z]{2})(\d{2})$/;
const RE_EM = /^EM13([A-Z]{2,3})(\d{2,3})$/;
const RE_EI = /^EI0([1-3])([A-Z]{2})(\d{2})$/;

/**
 * What an official code says: EF06MA01 is Matemática of the 6º Ano, EF67LP01 of the 6º and
 * 7º, EM13MAT101 an Ensino Médio área, EI02EO01 a campo of the 1y7m–3y11m group. Null when
 * the code does not have the official shape or names no known component or year.
 */
export function lerCodigoOficial(codigo: string): CodigoOficial | null {
  const ef = RE_EF.exec(codigo);
  if (ef) {
    const [, a, b, sigla] = ef as unknown as [string, string, string, string];
    const componente = SIGLAS.EF[sigla];
    const de = a === '0' ? Number(b) : Number(a);
    const ate = Number(b);
    if (!componente || de < 1 || ate < de) return null;
    const anoSerie = faixaEf(de, ate);
    if (!ANOS_SERIE.EF.includes(anoSerie)) return null;
    return { etapa: 'EF', componente_curricular: componente, ano_serie: anoSerie };
  }
  const em = RE_EM.exec(codigo);
  if (em) {
    const [, sigla, numero] = em as unknown as [string, string, string];
    const componente = SIGLAS.EM[sigla];
    // Língua Portuguesa numbers its habilidades 01…; the áreas number them by competência (101…).
    if (!componente || (sigla === 'LP') !== (numero.length === 2)) return null;
    return { etapa: 'EM', componente_curricular: componente, ano_serie: EM_TODAS };
  }
  const ei = RE_EI.exec(codigo);
  if (ei) {
    const [, grupo, sigla] = ei as unknown as [string, string, string];
    const campo = SIGLAS.EI[sigla];
    if (!campo) return null;
    return { etapa: 'EI', componente_curricular: campo, ano_serie: FAIXAS_EI[Number(grupo) - 1]! };
  }
  return null;
}

/** The subjects of a curriculum component (disciplinas.disciplina) and the BNCC component they teach. */
const COMPONENTE_DA_DISCIPLINA: Record<string, string> = {
  matematica: 'Matemática',
  portugues: 'Língua Portuguesa',
  literatura: 'Língua Portuguesa',
  redacao: 'Língua Portuguesa',
  historia: 'História',
  geografia: 'Geografia',
  ciencias: 'Ciências',
  artes: 'Arte',
  educacao_fisica: 'Educação Física',
  lingua_estrangeira: 'Língua Inglesa',
  religiao: 'Ensino Religioso',
  tecnologia: 'Computação',
};

/** The component a subject's habilidades usually come from; null when none fits. */
export function componenteDaDisciplina(disciplina: string): string | null {
  return COMPONENTE_DA_DISCIPLINA[disciplina] ?? normalizarComponente(disciplina.replace(/_/g, ' '));
}
