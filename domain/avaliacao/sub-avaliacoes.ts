import { type Fracao, deDecimos, dividir, emCentesimos, fracao, multiplicar, somar, valorDeCentesimos } from './fracao';

export const TIPOS_AVALIACAO = ['prova', 'trabalho', 'apresentacao', 'projeto', 'outro'] as const;
export type TipoAvaliacao = (typeof TIPOS_AVALIACAO)[number];

export const TIPO_AVALIACAO_LABEL: Record<TipoAvaliacao, string> = {
  prova: 'Prova',
  trabalho: 'Trabalho',
  apresentacao: 'Apresentação',
  projeto: 'Projeto',
  outro: 'Outro',
};

/** One step at a time, in this order; editing an assessment keeps its status. */
export const STATUS_AVALIACAO = ['agendada', 'aplicada', 'corrigida', 'finalizada'] as const;
export type StatusAvaliacao = (typeof STATUS_AVALIACAO)[number];

export const STATUS_AVALIACAO_LABEL: Record<StatusAvaliacao, string> = {
  agendada: 'Agendada',
  aplicada: 'Aplicada',
  corrigida: 'Corrigida',
  finalizada: 'Finalizada',
};

/** Only corrected assessments feed the bimester grade: a scheduled or applied one has no final scores. */
export const STATUS_QUE_CONTAM: readonly StatusAvaliacao[] = ['corrigida', 'finalizada'];

export const MENSAGENS_STATUS_AVALIACAO = {
  antesDaData: 'A avaliação só pode ser marcada como aplicada a partir da data de aplicação.',
  semTodasAsNotas: 'Lance a nota, ausente ou dispensado de todos os alunos antes de marcar a avaliação como corrigida.',
  finalizada: 'A avaliação já está finalizada.',
} as const;

export function proximoStatusAvaliacao(status: StatusAvaliacao): StatusAvaliacao | null {
  return STATUS_AVALIACAO[STATUS_AVALIACAO.indexOf(status) + 1] ?? null;
}

/**
 * Whether the next step may be taken now: 'aplicada' once the application date has come (dates
 * as yyyy-MM-dd in the network's day), 'corrigida' once every active student has a score, ausente
 * or dispensado. The refusal is the message the teacher reads.
 */
export function avancoDaAvaliacao(
  status: StatusAvaliacao,
  contexto: { hoje: string; dataAplicacao: string; todosComResultado: boolean },
): { proximo: StatusAvaliacao } | { recusa: string } {
  const proximo = proximoStatusAvaliacao(status);
  if (!proximo) return { recusa: MENSAGENS_STATUS_AVALIACAO.finalizada };
  if (proximo === 'aplicada' && contexto.hoje < contexto.dataAplicacao) return { recusa: MENSAGENS_STATUS_AVALIACAO.antesDaData };
  if (proximo === 'corrigida' && !contexto.todosComResultado) return { recusa: MENSAGENS_STATUS_AVALIACAO.semTodasAsNotas };
  return { proximo };
}

/** A student's result in one assessment: a score from 0 to the valor total, or absent, or excused. */
type ResultadoDaAvaliacao = { nota: number } | 'ausente' | 'dispensado';

export interface AvaliacaoDoAluno {
  /** 1 to 10. */
  peso: number;
  /** The score the assessment is out of (10 by default). */
  valor_total: number;
  /** null: not corrected for this student yet. */
  resultado: ResultadoDaAvaliacao | null;
}

/** How a network rounds the bimester grade: to a multiple of `incremento`, to the nearest (halves up) or upwards. */
export interface Arredondamento {
  incremento: 0.01 | 0.1 | 0.25 | 0.5 | 1;
  modo: 'proximo' | 'acima';
}

export const ARREDONDAMENTO_PADRAO: Arredondamento = { incremento: 0.1, modo: 'proximo' };

export interface NotaDoBimestre {
  /** The weighted mean with two decimals, as computed. */
  bruta: number;
  /** The same after the network's rounding: what the sheet, the closing and the boletim show. */
  arredondada: number;
  /** False while some assessment has no result for the student yet: the grade may still change. */
  completa: boolean;
}

/**
 * The bimester grade made from assessments: the mean of score ÷ valor total × 10 weighted by
 * peso. Excused students are left out of that assessment; an absent student counts zero or is
 * left out, as the network chose. null when nothing counts yet.
 */
export function notaDoBimestre(
  avaliacoes: readonly AvaliacaoDoAluno[],
  opcoes: { ausenteContaZero: boolean; arredondamento?: Arredondamento },
): NotaDoBimestre | null {
  let soma: Fracao = fracao(0);
  let pesos = 0;
  let completa = true;
  for (const a of avaliacoes) {
    if (a.resultado === null) {
      completa = false;
      continue;
    }
    if (a.resultado === 'dispensado') continue;
    if (a.resultado === 'ausente' && !opcoes.ausenteContaZero) continue;
    const nota = a.resultado === 'ausente' ? fracao(0) : deDecimos(a.resultado.nota);
    const sobreDez = multiplicar(dividir(nota, deDecimos(a.valor_total)), fracao(10));
    soma = somar(soma, multiplicar(sobreDez, fracao(a.peso)));
    pesos += a.peso;
  }
  if (!pesos) return null;
  const media = dividir(soma, fracao(pesos));
  const { incremento, modo } = opcoes.arredondamento ?? ARREDONDAMENTO_PADRAO;
  return {
    bruta: valorDeCentesimos(emCentesimos(media)),
    arredondada: valorDeCentesimos(emCentesimos(media, Math.round(incremento * 100), modo)),
    completa,
  };
}
