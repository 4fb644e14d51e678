import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MENSAGENS_PAPEL } from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeis, papeisPermissoes, permissoes } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { presentPapel } from '../../presenters/papel';

/** Spec 1 §2.10: only administradores manage roles, whatever grants a custom role carries. */
export function requireAdministrador(request: FastifyRequest) {
  const actor = actorOf(request);
  if (actor.tipo_usuario !== 'administrador') throw forbidden(MENSAGENS_PAPEL.acessoNegado);
  return actor;
}

export async function loadPapeis(db: Db, id?: string) {
  const rows = await db
    .select()
    .from(papeis)
    .where(id ? eq(papeis.id, id) : undefined)
    .orderBy(asc(papeis.nivel), asc(papeis.nome));
  const grants = await db
    .select({ papel_id: papeisPermissoes.papel_id, nome: permissoes.nome })
    .from(papeisPermissoes)
    .innerJoin(permissoes, eq(permissoes.id, papeisPermissoes.permissao_id))
    .where(id ? eq(papeisPermissoes.papel_id, id) : undefined);
  return rows.map((r) =>
    presentPapel(
      r,
      grants.filter((g) => g.papel_id === r.id).map((g) => g.nome),
    ),
  );
}

export async function loadPapel(db: Db, id: string) {
  const [papel] = await loadPapeis(db, id);
  if (!papel) throw notFound(MENSAGENS_PAPEL.naoEncontrado);
  return papel;
}
