/** Conselho de classe: agendado → em_andamento → finalizado, one step per action. */
export const STATUS_CONSELHO = ['agendado', 'em_andamento', 'finalizado'] as const;
export type StatusConselho = (typeof STATUS_CONSELHO)[number];

/** Where the council sends a student. */
export const ENCAMINHAMENTOS = [
  'recuperacao',
  'atendimento_especializado',
  'familia',
  'busca_ativa',
  'conselho_tutelar',
] as const;
export type Encaminhamento = (typeof ENCAMINHAMENTOS)[number];

/** The final council's parecer conclusivo for a student. */
export const PARECERES = ['aprovado', 'aprovado_pelo_conselho', 'reprovado', 'reprovado_por_falta'] as const;
export type Parecer = (typeof PARECERES)[number];
