import type { FastifyRequest } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { SEM_NOME, consultaFixa } from '../../db/consulta-fixa';
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
export async function matriculados(
  db: Db | Tx,
  turmaId: string,
  opts: { ate?: string; soAluno?: string | null; ids?: string[] } = {},
): Promise<Matriculado[]> {
  const forma = { ate: Boolean(opts.ate), soAluno: Boolean(opts.soAluno), ids: Boolean(opts.ids) };
  return matriculadosPreparado(db, forma).execute({ turma: turmaId, ate: opts.ate, aluno: opts.soAluno, ids: opts.ids });
}

/** Every sheet and roll call reads its class's students: built once per filter shape (consultaFixa). */
const matriculadosPreparado = consultaFixa((db, f: { ate: boolean; soAluno: boolean; ids: boolean }) =>
  db
    .select({
      aluno_id: alunos.id,
      nome: alunos.nome,
      matricula: alunos.matricula,
      usuario_id: alunos.usuario_id,
      data_inicio: matriculas.data_inicio,
    })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(
      and(
        eq(matriculas.turma_id, sql.placeholder('turma')),
        eq(matriculas.status, 'ativa'),
        f.ate ? lte(matriculas.data_inicio, sql.placeholder('ate')) : undefined,
        f.soAluno ? eq(alunos.id, sql.placeholder('aluno')) : undefined,
        f.ids ? sql`${alunos.id} = any(${sql.placeholder('ids')}::uuid[])` : undefined,
      ),
    )
    .orderBy(alunos.nome, alunos.id)
    .prepare(SEM_NOME),
);

export function auditar(
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  acao: string,
  entidade: string,
  entidade_id: string,
  antes?: unknown,
  depois?: unknown,
) {
  return recordAudit(
    db,
    { usuario_id: actor.id, usuario_email: actor.email, acao, entidade, entidade_id, antes, depois, ip: request.ip },
    request.log,
  );
}
