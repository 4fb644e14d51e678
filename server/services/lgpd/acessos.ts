import type { FastifyRequest } from 'fastify';
import { and, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RecursoAcesso } from '../../../domain/lgpd/tipos';
import type { Db, Tx } from '../../db/client';
import { acessosDadosPessoais, alunos } from '../../db/schema';
import { actorOf } from '../../plugins/access';

/** What a read exposed and whose data: the students whose personal data went out in the answer. */
export interface Acesso {
  recurso: RecursoAcesso;
  alunos: readonly string[];
}

/**
 * Appends one row per student to the access log (LGPD art. 37 and 46): who read, with which role,
 * what, when and from where; the student's network and school come from the student's record, in
 * the same statement. Called by each read that exposes a student's personal data, before the
 * answer goes out. Unlike the audit log, a failure here fails the read: a read that leaves no
 * trace is what this log exists to rule out. A student listed twice in one answer is one row.
 */
export async function registrarAcesso(db: Db | Tx, request: FastifyRequest, acesso: Acesso): Promise<void> {
  const ids = [...new Set(acesso.alunos)];
  if (!ids.length) return;
  const actor = actorOf(request);
  await db.insert(acessosDadosPessoais).select(
    db
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        empresa_id: alunos.empresa_id,
        escola_id: alunos.escola_id,
        aluno_id: alunos.id,
        usuario_id: sql`${actor.id}::uuid`.as('usuario_id'),
        usuario_nome: sql`${actor.nome}::text`.as('usuario_nome'),
        papel: sql`${actor.papel?.nome ?? actor.tipo_usuario}::text`.as('papel'),
        recurso: sql`${acesso.recurso}::text`.as('recurso'),
        ip: sql`${request.ip}::text`.as('ip'),
        created_at: sql`now()`.as('created_at'),
      })
      .from(alunos)
      // A student reading their own data (the aluno's grade sheet row) is the data subject, not an access to log.
      .where(and(inArray(alunos.id, ids), or(isNull(alunos.usuario_id), ne(alunos.usuario_id, actor.id)))),
  );
}
