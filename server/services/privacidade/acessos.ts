import type { FastifyRequest } from 'fastify';
import { type SQL, and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RecursoAcesso } from '../../../domain/privacidade/tipos';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { acessosDadosPessoais, alunos, auditoria, conselhosClasse, conselhosDecisoes, documentosEmitidos } from '../../db/schema';

/** Who the log names for a read without a session: the public check of an issued document. */
const LEITOR_SEM_SESSAO = { nome: 'Sem sessão (verificação pública)', papel: 'publico' } as const;

/** What a read exposed and whose data: the students whose personal data went out in the answer. */
export interface Acesso {
  recurso: RecursoAcesso;
  alunos: readonly string[];
}

/**
 * Appends one row per student to the access log (LGPD art. 37 and 46): who read, with which role,
 * what, when and from where; the student's network and school come from the student's record, in
 * the same statement. Called for each read that exposes a student's personal data, before the
 * answer goes out, by the one hook that reads the routes' declarations (plugins/registro-de-acessos.ts).
 * Unlike the audit log, a failure here fails the read: a read that leaves no trace is what this log
 * exists to rule out. A student listed twice in one answer is one row. A read without a session
 * (the public check of a document by its code) is logged with no user, by what it was.
 */
export async function registrarAcesso(db: Db | Tx, request: FastifyRequest, acesso: Acesso): Promise<void> {
  const ids = [...new Set(acesso.alunos)];
  if (!ids.length) return;
  const actor = request.actor;
  const quem = actor
    ? { id: actor.id, nome: actor.nome, papel: actor.papel?.nome ?? actor.tipo_usuario }
    : { id: null, nome: LEITOR_SEM_SESSAO.nome, papel: LEITOR_SEM_SESSAO.papel };
  await db.insert(acessosDadosPessoais).select(
    db
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        empresa_id: alunos.empresa_id,
        escola_id: alunos.escola_id,
        aluno_id: alunos.id,
        usuario_id: sql`${quem.id}::uuid`.as('usuario_id'),
        usuario_nome: sql`${quem.nome}::text`.as('usuario_nome'),
        papel: sql`${quem.papel}::text`.as('papel'),
        recurso: sql`${acesso.recurso}::text`.as('recurso'),
        ip: sql`${request.ip}::text`.as('ip'),
        created_at: sql`now()`.as('created_at'),
      })
      .from(alunos)
      // A student reading their own data (the aluno's grade sheet row) is the data subject, not an access to log.
      .where(and(inArray(alunos.id, ids), actor ? or(isNull(alunos.usuario_id), ne(alunos.usuario_id, actor.id)) : undefined)),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The students named by the audit entries a filter selects (the audit viewer and its CSV show their
 * before/after values; the dashboard's activity tells them as sentences): the student record's own
 * entries, and any entry whose values carry an `aluno_id` (a grade, a roll-call mark, an enrolment,
 * a boletim issued), but an anonymised student's (shown without values). One distinct list, however long the log.
 */
export async function alunosDaAuditoria(db: Db, filtro: SQL | undefined): Promise<string[]> {
  const linhas = await queryRows<{ id: string }>(
    db,
    sql`select distinct x.id from ${auditoria}
        cross join lateral (values
          (case when ${auditoria.entidade} = 'aluno' then ${auditoria.entidade_id} end),
          (${auditoria.antes} ->> 'aluno_id'),
          (${auditoria.depois} ->> 'aluno_id')) as x(id)
        where x.id is not null${filtro ? sql` and ${filtro}` : sql``}
          -- An anonymised student's entries are shown without their values (routes/auditoria/anonimizados.ts).
          and not exists (select 1 from ${alunos} where ${alunos.id}::text = x.id and ${alunos.anonimizado_em} is not null)`,
  );
  return linhas.map((l) => l.id).filter((id) => UUID.test(id));
}

/** The students named by these audit entries (by id), as alunosDaAuditoria. */
export async function alunosDasEntradasDeAuditoria(db: Db, ids: readonly string[]): Promise<string[]> {
  return ids.length ? alunosDaAuditoria(db, inArray(auditoria.id, [...ids])) : [];
}

/** The students whose sign-in accounts these are (a user list shows a student's name and e-mail). */
export async function alunosDasContas(db: Db, usuarioIds: readonly string[]): Promise<string[]> {
  if (!usuarioIds.length) return [];
  const linhas = await db
    .select({ id: alunos.id })
    .from(alunos)
    .where(inArray(alunos.usuario_id, [...usuarioIds]));
  return linhas.map((l) => l.id);
}

/** The students an ata names: the decisions of the council's current version. */
export async function alunosDaAta(db: Db, conselhoId: string): Promise<string[]> {
  const linhas = await db
    .select({ id: conselhosDecisoes.aluno_id })
    .from(conselhosDecisoes)
    .innerJoin(
      conselhosClasse,
      and(eq(conselhosClasse.id, conselhosDecisoes.conselho_id), eq(conselhosClasse.versao, conselhosDecisoes.versao)),
    )
    .where(eq(conselhosClasse.id, conselhoId));
  return linhas.map((l) => l.id);
}

/** The student of an issued document, by its verification code (the public check shows the summary, not the id). */
export async function alunoDoDocumento(db: Db, codigo: string): Promise<string[]> {
  const linhas = await db
    .select({ id: documentosEmitidos.aluno_id })
    .from(documentosEmitidos)
    .where(eq(documentosEmitidos.codigo, codigo));
  return linhas.map((l) => l.id);
}
