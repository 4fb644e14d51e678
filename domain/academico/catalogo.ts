/** The fixed lists for classes and curriculum components, with their labels. */

export const TURNOS = ['matutino', 'vespertino', 'noturno', 'integral'] as const;
export type Turno = (typeof TURNOS)[number];

export const TURNO_LABEL: Record<Turno, string> = {
  matutino: 'Matutino',
  vespertino: 'Vespertino',
  noturno: 'Noturno',
  integral: 'Integral',
};

/** The eighteen subject codes of the subjects page. */
export const CODIGOS_DISCIPLINA = [
  'matematica',
  'portugues',
  'historia',
  'geografia',
  'ciencias',
  'fisica',
  'quimica',
  'biologia',
  'artes',
  'educacao_fisica',
  'filosofia',
  'sociologia',
  'lingua_estrangeira',
  'literatura',
  'redacao',
  'religiao',
  'tecnologia',
  'empreendedorismo',
] as const;
export type CodigoDisciplina = (typeof CODIGOS_DISCIPLINA)[number];

export const CODIGO_DISCIPLINA_LABEL: Record<CodigoDisciplina, string> = {
  matematica: 'Matemática',
  portugues: 'Português',
  historia: 'História',
  geografia: 'Geografia',
  ciencias: 'Ciências',
  fisica: 'Física',
  quimica: 'Química',
  biologia: 'Biologia',
  artes: 'Artes',
  educacao_fisica: 'Educação Física',
  filosofia: 'Filosofia',
  sociologia: 'Sociologia',
  lingua_estrangeira: 'Língua Estrangeira',
  literatura: 'Literatura',
  redacao: 'Redação',
  religiao: 'Religião',
  tecnologia: 'Tecnologia',
  empreendedorismo: 'Empreendedorismo',
};

export const BIMESTRES = ['1_bimestre', '2_bimestre', '3_bimestre', '4_bimestre'] as const;
export type Bimestre = (typeof BIMESTRES)[number];

export const BIMESTRE_LABEL: Record<Bimestre, string> = {
  '1_bimestre': '1º Bimestre',
  '2_bimestre': '2º Bimestre',
  '3_bimestre': '3º Bimestre',
  '4_bimestre': '4º Bimestre',
};

export const STATUS_ALUNO = ['ativo', 'inativo', 'transferido'] as const;
export type StatusAluno = (typeof STATUS_ALUNO)[number];

export const STATUS_ALUNO_LABEL: Record<StatusAluno, string> = {
  ativo: 'Ativo',
  inativo: 'Inativo',
  transferido: 'Transferido',
};

/** An enrolment: ativa while the student is in the class; the others are history. */
export const STATUS_MATRICULA = ['ativa', 'transferida', 'concluida', 'cancelada'] as const;
export type StatusMatricula = (typeof STATUS_MATRICULA)[number];

export const STATUS_MATRICULA_LABEL: Record<StatusMatricula, string> = {
  ativa: 'Ativa',
  transferida: 'Transferida',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

/** How an enrolment may be ended by hand (a transfer ends it as 'transferida'). */
export const ENCERRAMENTOS_MATRICULA = ['concluida', 'cancelada'] as const;
export type EncerramentoMatricula = (typeof ENCERRAMENTOS_MATRICULA)[number];
