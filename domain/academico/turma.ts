/** Rules on classes that the screens and the server share. */

export const CAPACIDADE_MINIMA = 1;
export const CAPACIDADE_MAXIMA = 50;
export const CAPACIDADE_PADRAO = 30;

/** Occupancy as a whole percent, no decimals; 0 for a class without capacity. */
export function percentualOcupacao(matriculados: number, capacidade: number): number {
  if (capacidade <= 0) return 0;
  return Math.round((matriculados / capacidade) * 100);
}

/** 'n/capacidade', as the class table shows occupancy. */
export function ocupacaoTexto(matriculados: number, capacidade: number): string {
  return `${matriculados}/${capacidade}`;
}

/**
 * The ano letivo choices: the current year and the four before it. The prototype offered the
 * fixed 2024…2020 (see docs/spec-deviations.md).
 */
export function anosLetivos(anoAtual: number, quantos = 5): number[] {
  return Array.from({ length: quantos }, (_, i) => anoAtual - i);
}

/** The matrícula number: the year and a six-digit sequence of the education body, '2026000123'. */
export function numeroMatricula(ano: number, sequencia: number): string {
  return `${ano}${String(sequencia).padStart(6, '0')}`;
}
