import { z } from 'zod';
import { STATUS_ALUNO, STATUS_MATRICULA } from '../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../domain/academico/series';
import type { alunos, matriculas } from '../db/schema';

export const matriculaSchema = z.object({
  id: z.string().uuid(),
  aluno_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  serie: z.enum(SERIES_TURMA),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  ano_letivo: z.number().int(),
  data_inicio: z.string(),
  data_fim: z.string().nullable(),
  status: z.enum(STATUS_MATRICULA),
  updated_at: z.string(),
});
export type MatriculaDto = z.infer<typeof matriculaSchema>;

export const alunoSchema = z.object({
  id: z.string().uuid(),
  matricula: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  endereco: z.string().nullable(),
  responsavel: z.string().nullable(),
  telefone_responsavel: z.string().nullable(),
  codigo_inep: z.string().nullable(),
  status: z.enum(STATUS_ALUNO),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  empresa_id: z.string().uuid(),
  /** 'Usuário de acesso': the aluno user linked to this record. */
  usuario_id: z.string().uuid().nullable(),
  usuario_nome: z.string().nullable(),
  /** The current class (the active enrolment), if any. */
  matricula_atual: matriculaSchema.nullable(),
  /** Any enrolment, past or present: such a student is inactivated, not deleted. */
  possui_historico: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AlunoDto = z.infer<typeof alunoSchema>;

export const alunoDetalheSchema = alunoSchema.extend({ historico: z.array(matriculaSchema) });

export type MatriculaRow = typeof matriculas.$inferSelect & {
  turma_nome: string;
  serie: string;
  escola_id: string;
  escola_nome: string;
};
type AlunoRow = typeof alunos.$inferSelect & { escola_nome: string; usuario_nome: string | null };

export function presentMatricula(row: MatriculaRow): MatriculaDto {
  return {
    id: row.id,
    aluno_id: row.aluno_id,
    turma_id: row.turma_id,
    turma_nome: row.turma_nome,
    serie: row.serie as MatriculaDto['serie'],
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
export function presentAluno(row: AlunoRow, historico: MatriculaRow[]): AlunoDto {
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
    matricula_atual: atual ? presentMatricula(atual) : null,
    possui_historico: historico.length > 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
