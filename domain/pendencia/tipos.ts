/** Pendência: pendente → em_andamento → resolvida, or cancelada with a reason; a resolved one can be reopened. */
export const STATUS_PENDENCIA = ['pendente', 'em_andamento', 'resolvida', 'cancelada'] as const;
export type StatusPendencia = (typeof STATUS_PENDENCIA)[number];

export const TIPOS_PENDENCIA = ['academica', 'disciplinar', 'documental', 'frequencia', 'outro'] as const;
export type TipoPendencia = (typeof TIPOS_PENDENCIA)[number];

export const PRIORIDADES_PENDENCIA = ['baixa', 'media', 'alta', 'critica'] as const;
export type PrioridadePendencia = (typeof PRIORIDADES_PENDENCIA)[number];

/**
 * Who raised it: a person ('manual') or one of the system's generators, each with its cause —
 * a lesson day without a roll call, an assessment past its date without scores, bimester grades
 * missing near the closing deadline, attendance below the minimum, absences past the share
 * reported to the Conselho Tutelar, a council not held by its date.
 */
export const ORIGENS_PENDENCIA = [
  'manual',
  'chamada_ausente',
  'avaliacao_sem_notas',
  'notas_faltando',
  'frequencia_baixa',
  'conselho_tutelar',
  'conselho_atrasado',
] as const;
export type OrigemPendencia = (typeof ORIGENS_PENDENCIA)[number];
