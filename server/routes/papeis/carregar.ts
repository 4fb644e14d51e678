import { asc, eq } from 'drizzle-orm';
import { MENSAGENS_PAPEL } from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeis, papeisPermissoes, permissoes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { apresentarPapel } from '../../presenters/papel';

export async function carregarPapeis(db: Db, id?: string) {
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
    apresentarPapel(
      r,
      grants.filter((g) => g.papel_id === r.id).map((g) => g.nome),
    ),
  );
}

export async function carregarPapel(db: Db, id: string) {
  const [papel] = await carregarPapeis(db, id);
  if (!papel) throw notFound(MENSAGENS_PAPEL.naoEncontrado);
  return papel;
}
