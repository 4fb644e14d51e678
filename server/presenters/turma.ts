import { z } from 'zod';
import { TURNOS } from '../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../domain/academico/series';
import type { turmas } from '../db/schema';

export const turmaSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  serie: z.enum(SERIES_TURMA),
  turno: z.enum(TURNOS),
  ano_letivo: z.number().int(),
  capacidade: z.number().int(),
  /** Active enrolments, always counted, never typed (spec 2 §3). */
  alunos_matriculados: z.number().int(),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  empresa_id: z.string().uuid(),
  professor_responsavel_id: z.string().uuid().nullable(),
  professor_responsavel_nome: z.string().nullable(),
  ativo: z.boolean(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TurmaDto = z.infer<typeof turmaSchema>;

export type TurmaRow = typeof turmas.$inferSelect & {
  escola_nome: string;
  professor_responsavel_nome: string | null;
  alunos_matriculados: number;
};

export function presentTurma(row: TurmaRow): TurmaDto {
  return {
    id: row.id,
    nome: row.nome,
    serie: row.serie as TurmaDto['serie'],
    turno: row.turno,
    ano_letivo: row.ano_letivo,
    capacidade: row.capacidade,
    alunos_matriculados: Number(row.alunos_matriculados),
    escola_id: row.escola_id,
    escola_nome: row.escola_nome,
    empresa_id: row.empresa_id,
    professor_responsavel_id: row.professor_responsavel_id,
    professor_responsavel_nome: row.professor_responsavel_nome,
    ativo: row.ativo,
    observacoes: row.observacoes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
