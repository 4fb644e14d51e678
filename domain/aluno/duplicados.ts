import { normalizarNome } from './nome';

/**
 * The duplicate rules of a student record, the same for the import (line against line and line
 * against the network), the manual create/edit warning and the network scan.
 */
export interface DadosComparaveis {
  nome: string;
  /** ISO date (aaaa-mm-dd). */
  data_nascimento: string | null;
  filiacao_1: string | null;
  filiacao_2: string | null;
  cpf: string | null;
  nis: string | null;
  codigo_inep: string | null;
  certidao_nascimento: string | null;
}

export type GrauDuplicado = 'certo' | 'muito_provavel' | 'possivel';

export const GRAUS_DUPLICADO: Record<GrauDuplicado, string> = {
  certo: 'Duplicado certo',
  muito_provavel: 'Muito provável',
  possivel: 'Possível',
};

/**
 * Trigram similarity from which two names with the same birth date are a possible duplicate.
 * pg_trgm's own default (0.3) is meant for searching; here the birth date already narrows the
 * group, and 0.5 still joins a missing particle or surname ("Maria Silva" / "Maria da Silva": 0.80,
 * "Ana Beatriz Ferreira Santos" / "Ana Beatriz Santos": 0.68) and a typo ("Alves" / "Alvez": 0.83),
 * while keeping apart children who share only a first name or a surname ("Ana Silva" / "Maria
 * Silva": 0.38), twins included ("Maria Eduarda Costa" / "Maria Clara Costa": 0.48) — the cases
 * of duplicados.test.ts.
 */
const LIMIAR_SIMILARIDADE = 0.5;

/** A CPF is unique in the network: a line that shares one cannot be created anyway (the import checks it by this reason). */
export const MOTIVO_MESMO_CPF = 'Mesmo CPF';

/** The documents that identify one person: the same value in two records is the same child. */
const DOCUMENTOS = [
  ['cpf', MOTIVO_MESMO_CPF],
  ['nis', 'Mesmo NIS'],
  ['codigo_inep', 'Mesmo código INEP'],
  ['certidao_nascimento', 'Mesma certidão de nascimento'],
] as const satisfies ReadonlyArray<readonly [keyof DadosComparaveis, string]>;

/**
 * The set of trigrams of a text as pg_trgm makes it (show_trgm): each word (a run of letters and
 * digits) padded with two spaces before and one after, every 3 consecutive characters, no repeats.
 * The text is normalised first (accents and case ignored), as the other rules do.
 */
function trigramas(texto: string): Set<string> {
  const conjunto = new Set<string>();
  for (const palavra of normalizarNome(texto).split(' ')) {
    if (!palavra) continue;
    const p = `  ${palavra} `;
    for (let i = 0; i + 3 <= p.length; i++) conjunto.add(p.slice(i, i + 3));
  }
  return conjunto;
}

function similaridadeDeConjuntos(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let comuns = 0;
  for (const t of a) if (b.has(t)) comuns++;
  return comuns / (a.size + b.size - comuns);
}

/** pg_trgm's similarity(): shared trigrams over all the trigrams of both (|A∩B| / |A∪B|). */
export function similaridadeTrigramas(a: string, b: string): number {
  return similaridadeDeConjuntos(trigramas(a), trigramas(b));
}

export interface Achado {
  grau: GrauDuplicado;
  motivo: string;
}

/**
 * What is compared of a record, computed once: the import and the scan compare each line with
 * many others of the same birth date.
 */
interface Preparado {
  dados: DadosComparaveis;
  nome: string;
  filiacoes: string[];
  trigramas?: Set<string>;
}

function preparar(dados: DadosComparaveis): Preparado {
  const filiacoes = [dados.filiacao_1, dados.filiacao_2].map((f) => (f ? normalizarNome(f) : '')).filter(Boolean);
  return { dados, nome: normalizarNome(dados.nome), filiacoes };
}

function trigramasDe(p: Preparado): Set<string> {
  p.trigramas ??= trigramas(p.nome);
  return p.trigramas;
}

function compararPreparados(a: Preparado, b: Preparado): Achado | null {
  for (const [campo, motivo] of DOCUMENTOS) {
    const valor = a.dados[campo];
    if (valor && valor === b.dados[campo]) return { grau: 'certo', motivo };
  }
  if (!a.dados.data_nascimento || a.dados.data_nascimento !== b.dados.data_nascimento) return null;
  if (a.nome && a.nome === b.nome) {
    // A shared parent in either filiação: the census has no fixed order (filiação 1 is the mother
    // on most certificates, not on all, and a spreadsheet may have them swapped), and comparing
    // only filiação 1 would miss the same child typed by two schools in different order.
    if (a.filiacoes.some((f) => b.filiacoes.includes(f))) {
      return { grau: 'muito_provavel', motivo: 'Mesmo nome, data de nascimento e filiação' };
    }
    return { grau: 'possivel', motivo: 'Mesmo nome e data de nascimento' };
  }
  if (similaridadeDeConjuntos(trigramasDe(a), trigramasDe(b)) >= LIMIAR_SIMILARIDADE) {
    return { grau: 'possivel', motivo: 'Nome parecido e mesma data de nascimento' };
  }
  return null;
}

/** Whether two student records look like the same child, and why; null when they do not. */
export function compararAlunos(a: DadosComparaveis, b: DadosComparaveis): Achado | null {
  return compararPreparados(preparar(a), preparar(b));
}

export interface ParDuplicado extends Achado {
  /** Positions in the list given, a < b. */
  a: number;
  b: number;
}

/**
 * Every pair of duplicates among the lines of one file, each pair once (with its strongest rule).
 * Lines are only compared within a shared document value or a shared birth date (no pair without
 * either can match), so a file of 100,000 lines makes a few hundred thousand comparisons, not 5·10⁹.
 */
export function duplicadosEntreLinhas(linhas: readonly DadosComparaveis[]): ParDuplicado[] {
  const preparados = linhas.map(preparar);
  // Group key → lines; the group's rule: the index of its document in DOCUMENTOS, or -1 for a birth date.
  const grupos = new Map<string, { regra: number; linhas: number[] }>();
  const agrupar = (chave: string, regra: number, i: number) => {
    const grupo = grupos.get(chave);
    if (grupo) grupo.linhas.push(i);
    else grupos.set(chave, { regra, linhas: [i] });
  };
  linhas.forEach((linha, i) => {
    DOCUMENTOS.forEach(([campo], regra) => {
      const valor = linha[campo];
      if (valor) agrupar(`${campo}:${valor}`, regra, i);
    });
    if (linha.data_nascimento) agrupar(`nascimento:${linha.data_nascimento}`, -1, i);
  });

  // A pair that shares a document and a birth date meets in several groups: it is compared only in
  // the group of its first shared document (the rule compararAlunos reports), or in its birth date
  // group when it shares none.
  const primeiroDocumentoComum = (a: DadosComparaveis, b: DadosComparaveis) =>
    DOCUMENTOS.findIndex(([campo]) => a[campo] && a[campo] === b[campo]);
  const pares: ParDuplicado[] = [];
  for (const { regra, linhas: grupo } of grupos.values()) {
    grupo.forEach((a, x) => {
      const pa = preparados[a] as Preparado;
      for (const b of grupo.slice(x + 1)) {
        const pb = preparados[b] as Preparado;
        if (primeiroDocumentoComum(pa.dados, pb.dados) !== regra) continue;
        const achado = compararPreparados(pa, pb);
        if (achado) pares.push({ a, b, ...achado });
      }
    });
  }
  return pares.sort((p, q) => p.a - q.a || p.b - q.b);
}
