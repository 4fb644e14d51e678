import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { alunos, matriculas } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../services/audit';

/**
 * Input is validated after the access check (attachValidation), so a request without a session
 * or grant gets 401/403 and never learns what the body should look like.
 */
export function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/** Timestamps travel with millisecond precision; the stored version advances at that precision. */
export const NOVA_VERSAO = "date_trunc('milliseconds', greatest(now(), updated_at + interval '1 millisecond'))";

export function mesmaVersao(armazenada: Date, enviada: string | null): boolean {
  return enviada !== null && armazenada.toISOString() === enviada;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface Matriculado {
  aluno_id: string;
  nome: string;
  matricula: string;
  usuario_id: string | null;
  data_inicio: string;
}

/**
 * The students enrolled in a class now (matrícula 'ativa'); with `ate`, only those whose
 * enrolment had started by that date. `soAluno` narrows to one student (an aluno's own row).
 */
export async function matriculados(db: Db | Tx, turmaId: string, opts: { ate?: string; soAluno?: string | null; ids?: string[] } = {}): Promise<Matriculado[]> {
  return db
    .select({ aluno_id: alunos.id, nome: alunos.nome, matricula: alunos.matricula, usuario_id: alunos.usuario_id, data_inicio: matriculas.data_inicio })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(and(
      eq(matriculas.turma_id, turmaId),
      eq(matriculas.status, 'ativa'),
      opts.ate ? lte(matriculas.data_inicio, opts.ate) : undefined,
      opts.soAluno ? eq(alunos.id, opts.soAluno) : undefined,
      opts.ids ? inArray(alunos.id, opts.ids.length ? opts.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
    ))
    .orderBy(alunos.nome, alunos.id);
}

export function auditar(db: Db, request: FastifyRequest, actor: Actor, acao: string, entidade: string, entidade_id: string, antes?: unknown, depois?: unknown) {
  return recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao, entidade, entidade_id, antes, depois, ip: request.ip }, request.log);
}
