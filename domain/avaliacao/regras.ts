/**
 * A body's school rules (its regimento): passing and recovery averages, minimum attendance and
 * the excessive-absence alert. The spec's figures are only the defaults.
 */
export interface RegrasEscolares {
  media_aprovacao: number;
  media_recuperacao: number;
  frequencia_minima: number;
  alerta_faltas: number;
}

export const REGRAS_PADRAO: RegrasEscolares = {
  media_aprovacao: 7,
  media_recuperacao: 5,
  frequencia_minima: 75,
  alerta_faltas: 25,
};

/** Tenths as integers: every comparison of grades and percentages is exact, free of float noise. */
export function decimos(valor: number): number {
  return Math.round(valor * 10);
}
