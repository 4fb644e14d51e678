/** The eight report types of /relatorios, in the catalogue's order. */
export const TIPOS_RELATORIO = [
  'frequencia',
  'notas',
  'desempenho',
  'matriculas',
  'disciplinas',
  'professores',
  'escolas',
  'bncc',
] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];

export const FORMATOS_RELATORIO = ['pdf', 'xlsx'] as const;
export type FormatoRelatorio = (typeof FORMATOS_RELATORIO)[number];

/** A report job's life: waiting for a worker, being built, done (file kept until it expires), failed. */
export const STATUS_RELATORIO = ['pendente', 'processando', 'concluido', 'erro'] as const;
export type StatusRelatorio = (typeof STATUS_RELATORIO)[number];

/** Documents that carry a verification code (a public page confirms they were issued). */
export const TIPOS_DOCUMENTO = ['boletim'] as const;
