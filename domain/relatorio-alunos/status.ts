import type { SituacaoFinal } from '../avaliacao/resultado-final';
import { type RegrasEscolares, decimos } from '../avaliacao/regras';

/**
 * The status of one row of the Relatório de Alunos (a student in a subject). While the year runs it
 * is read from the average, as the Fechamento Bimestral reads a bimester grade: at or above the
 * network's passing average 'aprovado', at or above its recovery grade 'recuperação', else
 * 'reprovado' (a recuperação final already typed decides instead, as the Fechamento Anual would).
 * Once the year is finished, the stored final situation is the status.
 */
export const STATUS_RELATORIO_ALUNOS = [
  'aprovado',
  'aprovado_recuperacao',
  'recuperacao',
  'reprovado',
  'reprovado_falta',
  'transferido',
  'abandono',
  'sem_notas',
] as const;
export type StatusRelatorioAlunos = (typeof STATUS_RELATORIO_ALUNOS)[number];

export const STATUS_RELATORIO_ALUNOS_LABEL: Record<StatusRelatorioAlunos, string> = {
  aprovado: 'Aprovado',
  aprovado_recuperacao: 'Aprovado após recuperação',
  recuperacao: 'Recuperação',
  reprovado: 'Reprovado',
  reprovado_falta: 'Reprovado por falta',
  transferido: 'Transferido',
  abandono: 'Abandono',
  sem_notas: 'Sem notas',
};

export interface EntradaDoStatus {
  /** The class's year is finished: the final situation counts. */
  anoEncerrado: boolean;
  /** The situation computed (or stored, once the year is finished) for the student in the subject. */
  situacao: SituacaoFinal;
  /** The annual average so far; null before any grade. */
  media: number | null;
  /** The recuperação final grade, when typed. */
  recuperacao: number | null;
  /** The average after the recuperação final (the annual average when there was none). */
  mediaFinal: number | null;
  /** The subject fails students on grades (the network may exempt some). */
  reprovaPorNota?: boolean;
}

export type RegrasDoStatus = Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao'> & {
  /** The average needed after the recuperação final; the passing average when the network sets none. */
  media_apos_recuperacao?: number | null;
};

/** Exact comparison in hundredths (an average carries two decimals). */
const pelo = (valor: number, limite: number) => Math.round(valor * 100) >= decimos(limite) * 10;

export function statusDoRelatorio(e: EntradaDoStatus, regras: RegrasDoStatus): StatusRelatorioAlunos {
  if (e.situacao === 'transferido' || e.situacao === 'abandono') return e.situacao;
  // The council's approval is the overall result's, never a subject's: read as approved if it ever came here.
  if (e.situacao === 'aprovado_conselho') return 'aprovado';
  if (e.anoEncerrado && e.situacao !== 'cursando') return e.situacao;
  if (e.media === null) return 'sem_notas';
  if (e.reprovaPorNota === false) return 'aprovado';
  if (pelo(e.media, regras.media_aprovacao)) return 'aprovado';
  if (e.recuperacao !== null && e.mediaFinal !== null)
    return pelo(e.mediaFinal, regras.media_apos_recuperacao ?? regras.media_aprovacao) ? 'aprovado_recuperacao' : 'reprovado';
  if (pelo(e.media, regras.media_recuperacao)) return 'recuperacao';
  return 'reprovado';
}

/** Statuses that count as approved on the 'Aprovados' card. */
export const statusAprovado = (s: StatusRelatorioAlunos) => s === 'aprovado' || s === 'aprovado_recuperacao';

/** The worst of a student's rows decides how the cards count the student. */
const GRAVIDADE: Record<StatusRelatorioAlunos, number> = {
  sem_notas: -1,
  transferido: -1,
  abandono: -1,
  aprovado: 0,
  aprovado_recuperacao: 1,
  recuperacao: 2,
  reprovado: 3,
  reprovado_falta: 4,
};

export interface ResumoDoRelatorio {
  total_alunos: number;
  aprovados: number;
  recuperacao: number;
  /** Mean of the rows' averages, two decimals; null when no row has one. */
  media: number | null;
}

/**
 * The four cards over the rows the filters show. The cards count students, not rows: a student is
 * 'aprovado' when every row with a status approves, and 'recuperação' when the worst row is in
 * recovery (a student failing some subject is neither).
 */
export function resumirRelatorio(
  linhas: readonly { aluno_id: string; media: number | null; status: StatusRelatorioAlunos }[],
): ResumoDoRelatorio {
  const pior = new Map<string, StatusRelatorioAlunos>();
  for (const l of linhas) {
    const atual = pior.get(l.aluno_id);
    if (!atual || GRAVIDADE[l.status] > GRAVIDADE[atual]) pior.set(l.aluno_id, l.status);
  }
  const estados = [...pior.values()];
  const medias = linhas.map((l) => l.media).filter((m): m is number => m !== null);
  const soma = medias.reduce((s, m) => s + Math.round(m * 100), 0);
  const n = medias.length;
  return {
    total_alunos: pior.size,
    aprovados: estados.filter(statusAprovado).length,
    recuperacao: estados.filter((s) => s === 'recuperacao').length,
    // Hundredths as integers, halves up: the same rounding as the closings' class average.
    media: n ? Math.floor((soma * 2 + n) / (2 * n)) / 100 : null,
  };
}
