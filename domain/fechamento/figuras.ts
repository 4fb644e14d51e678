import { type RegrasEscolares, decimos } from '../avaliacao/regras';
import type { Situacao } from '../avaliacao/notas';

/**
 * The figures of a bimonthly closing, computed from the students' bimester grades and roll calls:
 * nothing here is typed by anyone, so an edit never zeroes them.
 */

/** A student's bimester grade (the network's mode and rounding already applied) and attendance. */
export interface AlunoNoFechamento {
  nota: number | null;
  /** False while some note or assessment is still missing: no situação yet. */
  completa: boolean;
  aulas: number;
  faltas: number;
}

/** The situação of a student in the bimestre; 'pendente' while the grade is incomplete. */
export type SituacaoNoFechamento = Situacao | 'pendente';

export const SITUACAO_NO_FECHAMENTO_LABEL: Record<SituacaoNoFechamento, string> = {
  aprovado: 'Aprovado',
  recuperacao: 'Recuperação',
  reprovado: 'Reprovado',
  pendente: 'Pendente',
};

type Regras = Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao' | 'frequencia_minima'>;

export function situacaoNoFechamento(a: Pick<AlunoNoFechamento, 'nota' | 'completa'>, regras: Regras): SituacaoNoFechamento {
  if (a.nota === null || !a.completa) return 'pendente';
  // A bimester grade may carry two decimals (rounding to 0.25 or 0.01): compare in hundredths.
  const c = (v: number) => Math.round(v * 100);
  if (c(a.nota) >= c(regras.media_aprovacao)) return 'aprovado';
  if (c(a.nota) >= c(regras.media_recuperacao)) return 'recuperacao';
  return 'reprovado';
}

/** Presences ÷ marks × 100 with one decimal (halves up); null when no mark was recorded. */
export function percentualComUmaCasa(presencas: number, marcas: number): number | null {
  if (marcas <= 0) return null;
  // Integers only: round(presencas × 1000 / marcas) tenths of a percent.
  return Math.floor((presencas * 2000 + marcas) / (2 * marcas)) / 10;
}

/** The mean of the grades entered, with two decimals (halves up); null when nobody has a grade. */
export function mediaDaTurma(notas: readonly (number | null)[]): number | null {
  const presentes = notas.filter((n): n is number => n !== null);
  if (!presentes.length) return null;
  // Grades carry at most two decimals: sum in hundredths, then round the mean to hundredths.
  const soma = presentes.reduce((s, n) => s + Math.round(n * 100), 0);
  const n = presentes.length;
  return Math.floor((soma * 2 + n) / (2 * n)) / 100;
}

export interface FigurasDoFechamento {
  alunos: number;
  media_turma: number | null;
  aprovados: number;
  recuperacao: number;
  reprovados: number;
  pendentes: number;
  /** Students with a grade below the passing average. */
  abaixo_da_media: number;
  /** Students whose attendance is under the network's minimum. */
  abaixo_frequencia_minima: number;
  presencas: number;
  marcas: number;
  percentual_frequencia: number | null;
}

/** All the figures of a closing from its students. */
export function figurasDoFechamento(alunos: readonly AlunoNoFechamento[], regras: Regras): FigurasDoFechamento {
  const f: FigurasDoFechamento = {
    alunos: alunos.length,
    media_turma: mediaDaTurma(alunos.map((a) => a.nota)),
    aprovados: 0,
    recuperacao: 0,
    reprovados: 0,
    pendentes: 0,
    abaixo_da_media: 0,
    abaixo_frequencia_minima: 0,
    presencas: 0,
    marcas: 0,
    percentual_frequencia: null,
  };
  for (const a of alunos) {
    const s = situacaoNoFechamento(a, regras);
    if (s === 'aprovado') f.aprovados++;
    else if (s === 'recuperacao') f.recuperacao++;
    else if (s === 'reprovado') f.reprovados++;
    else f.pendentes++;
    if (a.nota !== null && Math.round(a.nota * 100) < Math.round(regras.media_aprovacao * 100)) f.abaixo_da_media++;
    if (abaixoDaMinima(a.aulas - a.faltas, a.aulas, regras)) f.abaixo_frequencia_minima++;
    f.marcas += a.aulas;
    f.presencas += a.aulas - a.faltas;
  }
  f.percentual_frequencia = percentualComUmaCasa(f.presencas, f.marcas);
  return f;
}

/** Attendance under the network's minimum, exactly (tenths of a percent). */
function abaixoDaMinima(presencas: number, aulas: number, regras: Pick<RegrasEscolares, 'frequencia_minima'>): boolean {
  if (aulas <= 0) return false;
  return presencas * 1000 < decimos(regras.frequencia_minima) * aulas;
}

/**
 * Finalizing needs a justificativa when more than half the class is below the passing grade
 * (students without a grade count as the class, not as below).
 */
export function exigeJustificativa(f: Pick<FigurasDoFechamento, 'alunos' | 'abaixo_da_media'>): boolean {
  return f.alunos > 0 && f.abaixo_da_media * 2 > f.alunos;
}

/** The mean of the closings' attendance percentages, one decimal; null when none has marks ('0%'). */
export function mediaDasFrequencias(percentuais: readonly (number | null)[]): number | null {
  const presentes = percentuais.filter((p): p is number => p !== null);
  if (!presentes.length) return null;
  const soma = presentes.reduce((s, p) => s + Math.round(p * 10), 0);
  const n = presentes.length;
  return Math.floor((soma * 2 + n) / (2 * n)) / 10;
}

/** The deadline of a bimestre has passed on the network's today (the deadline day itself still counts). */
export function prazoVencido(prazo: string, hoje: string): boolean {
  return hoje > prazo;
}
