import { type RegrasEscolares, decimos } from './regras';

export const BIMESTRES = [1, 2, 3, 4] as const;

export const SITUACOES = ['aprovado', 'recuperacao', 'reprovado'] as const;
export type Situacao = (typeof SITUACOES)[number];

export const SITUACAO_LABEL: Record<Situacao, string> = {
  aprovado: 'Aprovado',
  recuperacao: 'Recuperação',
  reprovado: 'Reprovado',
};

export type Notas = readonly [number | null, number | null, number | null, number | null];

export interface ResultadoNotas {
  /** Mean of the notes entered so far; null when none is. */
  media: number | null;
  /** True while fewer than four notes are in: the mean is not final and there is no status. */
  parcial: boolean;
  lancadas: number;
  /** Only when the four notes are in (a missing note is not a zero). */
  situacao: Situacao | null;
}

/** ≥ passing average aprovado, ≥ recovery average recuperação, else reprovado (the body's regimento sets both). */
export function situacaoPorMedia(
  media: number,
  regras: Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao'>,
): Situacao {
  return situacaoPorSoma(decimos(media), 1, regras);
}

/** Compares a sum of tenths over `n` notes with the thresholds, exactly. */
function situacaoPorSoma(
  somaDecimos: number,
  n: number,
  regras: Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao'>,
): Situacao {
  if (somaDecimos >= decimos(regras.media_aprovacao) * n) return 'aprovado';
  if (somaDecimos >= decimos(regras.media_recuperacao) * n) return 'recuperacao';
  return 'reprovado';
}

export function resultadoNotas(
  notas: readonly (number | null | undefined)[],
  regras: Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao'>,
): ResultadoNotas {
  const presentes = notas.filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  if (!presentes.length) return { media: null, parcial: true, lancadas: 0, situacao: null };
  const soma = presentes.reduce((s, n) => s + decimos(n), 0);
  const media = soma / 10 / presentes.length;
  const completa = presentes.length === 4;
  return { media, parcial: !completa, lancadas: presentes.length, situacao: completa ? situacaoPorSoma(soma, 4, regras) : null };
}

/** A grade is 0 to 10 in steps of 0.1: tenths are what the sheets and the exact arithmetic (decimos) hold. */
export function notaValida(valor: number): boolean {
  return Number.isFinite(valor) && valor >= 0 && valor <= 10 && Math.abs(valor * 10 - Math.round(valor * 10)) < 1e-9;
}

// Built once: a formatter per call costs more than the whole rest of a printed report's row.
const DUAS_CASAS = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Média' with two decimals, pt-BR, as the sheet and the boletim show it. */
export function formatarMedia(media: number | null): string {
  if (media === null) return '—';
  return DUAS_CASAS.format(media);
}

/** A note as typed in pt-BR ('7,5' or '7.5'); blank is "not entered". NaN when not a number. */
export function lerNota(texto: string): number | null {
  const t = texto.trim().replace(',', '.');
  if (!t) return null;
  return /^\d{1,2}(\.\d*)?$|^\.\d+$/.test(t) ? Number(t) : Number.NaN;
}
