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

/** How a network makes the bimester grade: the sheet's four notes, or the weighted mean of the assessments. */
export const MODOS_NOTA_BIMESTRE = ['quatro_notas', 'avaliacoes'] as const;
type ModoNotaBimestre = (typeof MODOS_NOTA_BIMESTRE)[number];

/** The incrementos a network may round the bimester grade to. */
export const INCREMENTOS_ARREDONDAMENTO = [0.01, 0.1, 0.25, 0.5, 1] as const;
export type IncrementoArredondamento = (typeof INCREMENTOS_ARREDONDAMENTO)[number];

/**
 * The rest of the regimento, used by the closings: how the bimester grade is made and rounded,
 * the weight of each bimestre in the annual average, the recuperação final rule, and the subjects
 * that do not fail students on grades (codes of disciplinas.disciplina).
 */
export interface RegrasDeAvaliacao {
  modo_nota_bimestre: ModoNotaBimestre;
  ausente_conta_zero: boolean;
  arredondamento_incremento: IncrementoArredondamento;
  arredondamento_modo: 'proximo' | 'acima';
  pesos_bimestres: [number, number, number, number];
  regra_recuperacao: 'substitui_se_maior' | 'media';
  media_apos_recuperacao: number | null;
  disciplinas_sem_reprovacao: string[];
}

export const REGRAS_AVALIACAO_PADRAO: RegrasDeAvaliacao = {
  modo_nota_bimestre: 'quatro_notas',
  ausente_conta_zero: true,
  arredondamento_incremento: 0.1,
  arredondamento_modo: 'proximo',
  pesos_bimestres: [1, 1, 1, 1],
  regra_recuperacao: 'substitui_se_maior',
  media_apos_recuperacao: null,
  disciplinas_sem_reprovacao: [],
};

/**
 * The rules of the class's life: how long a roll call may wait before it is a pendency, how early
 * missing grades become pendencies before a closing deadline, the share of the permitted absences
 * past which a student is reported to the Conselho Tutelar (LDB art. 12 VIII: 30%), and whether
 * the final council may approve a student failed for absences.
 */
export interface RegrasDaVidaDaTurma {
  tolerancia_chamada_dias: number;
  antecedencia_notas_dias: number;
  percentual_conselho_tutelar: number;
  conselho_supera_falta: boolean;
}

export const REGRAS_VIDA_DA_TURMA_PADRAO: RegrasDaVidaDaTurma = {
  tolerancia_chamada_dias: 2,
  antecedencia_notas_dias: 7,
  percentual_conselho_tutelar: 30,
  conselho_supera_falta: false,
};
