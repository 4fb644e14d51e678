import { z } from 'zod';

/**
 * Field groups several responses carry in the same words and order (spread into `z.object`, so each
 * response's JSON keeps its key order). One place, so a class page's rows agree on them.
 */

/** Where a per-bimestre row belongs: school, class, subject and bimestre, with the display names. */
export const daTurmaNoBimestre = {
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  bimestre: z.number().int(),
};

/** What the actor may do with a row (the screen hides the buttons; the server still checks). */
export const podeEditarExcluir = {
  pode_editar: z.boolean(),
  pode_excluir: z.boolean(),
};

/** The same fields as a type, for the rows the presenters receive. */
export type DaTurmaNoBimestre = { [K in keyof typeof daTurmaNoBimestre]: z.infer<(typeof daTurmaNoBimestre)[K]> };
