import { type RegrasEscolares, decimos } from './regras';

/** The four justification options of an absence, as the roll call and the edit dialog offer them. */
export const JUSTIFICATIVAS = ['Atestado médico', 'Falta justificada pelos pais', 'Falta sem justificativa', 'Outros'] as const;
export type Justificativa = (typeof JUSTIFICATIVAS)[number];

/** Presences ÷ lessons recorded so far × 100; null when no lesson was recorded yet. */
export function percentualPresenca(presencas: number, aulas: number): number | null {
  if (aulas <= 0) return null;
  return (presencas / aulas) * 100;
}

// Built once: reports format thousands of percentages, and a formatter per call is the slow part.
const UMA_CASA = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '83,3%' — one decimal, pt-BR, as every percentage on screen; '0%' when there is nothing to count. */
export function formatarPercentual(valor: number | null): string {
  if (valor === null) return '0%';
  return `${UMA_CASA.format(valor)}%`;
}

/** Absences above the alert share of the lessons recorded so far (25% by default). */
export function faltasExcessivas(faltas: number, aulas: number, regras: Pick<RegrasEscolares, 'alerta_faltas'>): boolean {
  if (aulas <= 0) return false;
  // faltas / aulas > alerta / 100, in integers: faltas × 1000 > alerta(tenths) × aulas.
  return faltas * 1000 > decimos(regras.alerta_faltas) * aulas;
}

/** Attendance under the body's minimum (75% by default). */
export function abaixoDaFrequenciaMinima(
  presencas: number,
  aulas: number,
  regras: Pick<RegrasEscolares, 'frequencia_minima'>,
): boolean {
  if (aulas <= 0) return false;
  return presencas * 1000 < decimos(regras.frequencia_minima) * aulas;
}

/** True when this roll call takes the student over the alert (not on every later save). */
export function passouDoAlerta(
  antes: { faltas: number; aulas: number },
  depois: { faltas: number; aulas: number },
  regras: Pick<RegrasEscolares, 'alerta_faltas'>,
): boolean {
  return !faltasExcessivas(antes.faltas, antes.aulas, regras) && faltasExcessivas(depois.faltas, depois.aulas, regras);
}
