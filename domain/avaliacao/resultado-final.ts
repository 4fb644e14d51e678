import { type Fracao, deDecimos, dividir, emCentesimos, fracao, menor, multiplicar, somar, valorDeCentesimos } from './fracao';
import { type RegrasEscolares, decimos } from './regras';

/** How a recuperação final grade enters the final average (a network setting). */
export const REGRAS_RECUPERACAO_FINAL = ['substitui_se_maior', 'media'] as const;
export type RegraRecuperacaoFinal = (typeof REGRAS_RECUPERACAO_FINAL)[number];

export const SITUACOES_FINAIS = [
  'cursando',
  'aprovado',
  'aprovado_recuperacao',
  /** Failed by the computed result, approved by the final conselho de classe (the overall row only). */
  'aprovado_conselho',
  'reprovado',
  'reprovado_falta',
  'transferido',
  'abandono',
] as const;
export type SituacaoFinal = (typeof SITUACOES_FINAIS)[number];

export const SITUACAO_FINAL_LABEL: Record<SituacaoFinal, string> = {
  cursando: 'Cursando',
  aprovado: 'Aprovado',
  aprovado_recuperacao: 'Aprovado após recuperação',
  aprovado_conselho: 'Aprovado pelo conselho',
  reprovado: 'Reprovado',
  reprovado_falta: 'Reprovado por falta',
  transferido: 'Transferido',
  abandono: 'Abandono',
};

/** The situations that approve the student (promotion to the next série). */
export const situacaoAprova = (s: SituacaoFinal): boolean =>
  s === 'aprovado' || s === 'aprovado_recuperacao' || s === 'aprovado_conselho';

export interface MediaAnual {
  /** Two decimals; null before any bimester grade. */
  media: number | null;
  /** True once the four bimester grades are in. */
  completa: boolean;
}

/**
 * The annual average: the four bimester grades, each weighted by the network's weight for its
 * bimestre (1, 1, 1, 1 by default). While some are missing, the mean of those in so far, so a
 * student at risk shows up early.
 */
export function mediaAnual(
  notas: readonly (number | null)[],
  pesos: readonly [number, number, number, number] = [1, 1, 1, 1],
): MediaAnual {
  let soma: Fracao = fracao(0);
  let total = 0;
  let lancadas = 0;
  notas.slice(0, 4).forEach((nota, i) => {
    if (nota === null) return;
    soma = somar(soma, multiplicar(deDecimos(nota), fracao(pesos[i]!)));
    total += pesos[i]!;
    lancadas++;
  });
  if (!total) return { media: null, completa: false };
  return { media: valorDeCentesimos(emCentesimos(dividir(soma, fracao(total)))), completa: lancadas === 4 };
}

/** The final average of a student who took the recuperação final. */
export function mediaComRecuperacao(media: number, recuperacao: number, regra: RegraRecuperacaoFinal): number {
  if (regra === 'substitui_se_maior') return Math.max(media, recuperacao);
  return valorDeCentesimos(emCentesimos(dividir(somar(fracao(Math.round(media * 100), 100), deDecimos(recuperacao)), fracao(2))));
}

export interface RegrasDoResultado extends Pick<RegrasEscolares, 'media_aprovacao' | 'frequencia_minima'> {
  regra_recuperacao: RegraRecuperacaoFinal;
  /** The average needed after the recuperação final; the passing average when the network sets none. */
  media_apos_recuperacao?: number;
}

export interface EntradaDoResultado {
  /** The class's year is finished: until then every active student is 'cursando'. */
  anoEncerrado: boolean;
  /** How the enrolment ended, when it did before the year's end. */
  saida: 'transferido' | 'abandono' | null;
  /** The annual average of the subject (mediaAnual). */
  media: number | null;
  /** The recuperação final grade, typed by the professor; only for a student below the passing average. */
  recuperacao: number | null;
  /** Lessons given and the student's presences over them, for the attendance rule. */
  presencas: number;
  aulas: number;
  /** False for the subjects the network does not fail students in. */
  reprovaPorNota: boolean;
}

export interface ResultadoFinal {
  situacao: SituacaoFinal;
  /** The average after the recuperação final, when it applied; otherwise the annual average. */
  mediaFinal: number | null;
  /** Both failure reasons are kept: a student may fail on attendance and on grades at once. */
  reprovadoPorNota: boolean;
  reprovadoPorFalta: boolean;
}

/**
 * The final situation of a student in a subject. Attendance below the network's minimum over
 * the lessons given fails the student whatever the grades (LDB art. 24 VI), and is what the label
 * says first; then the grade, after the recuperação final when the student took it.
 */
export function resultadoFinal(entrada: EntradaDoResultado, regras: RegrasDoResultado): ResultadoFinal {
  const reprovadoPorFalta = entrada.aulas > 0 && entrada.presencas * 1000 < decimos(regras.frequencia_minima) * entrada.aulas;
  const abaixo = (media: number, limite: number) => menor(fracao(Math.round(media * 100), 100), deDecimos(limite));
  const precisouRecuperar = entrada.media !== null && abaixo(entrada.media, regras.media_aprovacao);
  const recuperou = precisouRecuperar && entrada.recuperacao !== null;
  const mediaFinal = recuperou
    ? mediaComRecuperacao(entrada.media!, entrada.recuperacao!, regras.regra_recuperacao)
    : entrada.media;
  const limite = recuperou ? (regras.media_apos_recuperacao ?? regras.media_aprovacao) : regras.media_aprovacao;
  const reprovadoPorNota = entrada.reprovaPorNota && mediaFinal !== null && abaixo(mediaFinal, limite);
  const base = { mediaFinal, reprovadoPorNota, reprovadoPorFalta };

  if (entrada.saida) return { ...base, situacao: entrada.saida };
  if (!entrada.anoEncerrado) return { ...base, situacao: 'cursando' };
  if (reprovadoPorFalta) return { ...base, situacao: 'reprovado_falta' };
  if (reprovadoPorNota) return { ...base, situacao: 'reprovado' };
  return { ...base, situacao: recuperou && entrada.reprovaPorNota ? 'aprovado_recuperacao' : 'aprovado' };
}

/** The label of a result: attendance first, and both reasons when the student failed on both. */
export function rotuloDoResultado(r: Pick<ResultadoFinal, 'situacao' | 'reprovadoPorNota' | 'reprovadoPorFalta'>): string {
  if (r.situacao === 'reprovado_falta' && r.reprovadoPorNota) return 'Reprovado por falta e por nota';
  return SITUACAO_FINAL_LABEL[r.situacao];
}
