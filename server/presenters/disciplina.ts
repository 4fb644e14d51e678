import { z } from 'zod';
import { BIMESTRES, CODIGOS_DISCIPLINA } from '../../domain/academico/catalogo';
import { SERIES_DISCIPLINA } from '../../domain/academico/series';
import type { disciplinas } from '../db/schema';

export const disciplinaSchema = z.object({
  id: z.string().uuid(),
  empresa_id: z.string().uuid(),
  empresa_nome: z.string().nullable(),
  nome: z.string(),
  descricao: z.string().nullable(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  serie_ano: z.enum(SERIES_DISCIPLINA),
  bimestre: z.enum(BIMESTRES),
  carga_horaria: z.number().int(),
  objetivos: z.string().nullable(),
  competencias: z.string().nullable(),
  habilidades: z.string().nullable(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DisciplinaDto = z.infer<typeof disciplinaSchema>;

type Row = typeof disciplinas.$inferSelect & { empresa_nome: string | null };

export function presentDisciplina(row: Row): DisciplinaDto {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    empresa_nome: row.empresa_nome,
    nome: row.nome,
    descricao: row.descricao,
    // Stored as text; the API only ever writes the catalogue's codes.
    disciplina: row.disciplina as DisciplinaDto['disciplina'],
    serie_ano: row.serie_ano as DisciplinaDto['serie_ano'],
    bimestre: row.bimestre as DisciplinaDto['bimestre'],
    carga_horaria: row.carga_horaria,
    objetivos: row.objetivos,
    competencias: row.competencias,
    habilidades: row.habilidades,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
