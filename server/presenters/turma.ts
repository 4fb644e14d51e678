import type { Turma } from '../../domain/schemas/turma';
import type { turmas } from '../db/schema';

export type LinhaTurma = typeof turmas.$inferSelect & {
  escola_nome: string;
  professor_responsavel_nome: string | null;
  alunos_matriculados: number;
};

export function apresentarTurma(row: LinhaTurma): Turma {
  return {
    id: row.id,
    nome: row.nome,
    serie: row.serie as Turma['serie'],
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
