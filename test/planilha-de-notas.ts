/**
 * The grade sheet (/api/notas/planilha) as its tests read it: the fields of a row every mode
 * answers, and the ones a save sends back.
 */
export interface LinhaDaPlanilha {
  aluno_id: string;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  observacoes: string | null;
  media: number | null;
  parcial: boolean;
  updated_at: string | null;
}

/** What a row sends back on save (the server computes the rest). */
export const CAMPOS_DA_LINHA = ['aluno_id', 'nota1', 'nota2', 'nota3', 'nota4', 'observacoes', 'updated_at'] as const;
