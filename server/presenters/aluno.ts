import type { Aluno } from '../../domain/schemas/aluno';
import type { Matricula } from '../../domain/schemas/matricula';
import type { alunos, matriculas } from '../db/schema';

export type LinhaMatricula = typeof matriculas.$inferSelect & {
  turma_nome: string;
  serie: string;
  escola_id: string;
  escola_nome: string;
};
type LinhaAluno = typeof alunos.$inferSelect & { escola_nome: string; usuario_nome: string | null };

export function apresentarMatricula(row: LinhaMatricula): Matricula {
  return {
    id: row.id,
    aluno_id: row.aluno_id,
    turma_id: row.turma_id,
    turma_nome: row.turma_nome,
    serie: row.serie as Matricula['serie'],
    escola_id: row.escola_id,
    escola_nome: row.escola_nome,
    ano_letivo: row.ano_letivo,
    data_inicio: row.data_inicio,
    data_fim: row.data_fim,
    status: row.status,
    updated_at: row.updated_at.toISOString(),
  };
}

/** `historico` holds the student's enrolments, most recent first. */
export function apresentarAluno(row: LinhaAluno, historico: LinhaMatricula[]): Aluno {
  const atual = historico.find((m) => m.status === 'ativa') ?? null;
  return {
    id: row.id,
    matricula: row.matricula,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    data_nascimento: row.data_nascimento,
    endereco: row.endereco,
    responsavel: row.responsavel,
    telefone_responsavel: row.telefone_responsavel,
    codigo_inep: row.codigo_inep,
    status: row.status,
    escola_id: row.escola_id,
    escola_nome: row.escola_nome,
    empresa_id: row.empresa_id,
    usuario_id: row.usuario_id,
    usuario_nome: row.usuario_nome,
    matricula_atual: atual ? apresentarMatricula(atual) : null,
    possui_historico: historico.length > 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
