/**
 * The document classes kept of an anonymised student, sealed: the school record the law makes the
 * network keep. The histórico, the atas and the enrolment facts are kept for good; the class
 * diaries (daily attendance, grades, assessment scores) for the network's retention term.
 */
export const CLASSES_SELADAS = ['historico_escolar', 'ata_conselho', 'registros_matricula', 'diario_classe'] as const;
export type ClasseSelada = (typeof CLASSES_SELADAS)[number];

export const FORMATOS_SELADOS = ['pdf', 'json'] as const;
export type FormatoSelado = (typeof FORMATOS_SELADOS)[number];
