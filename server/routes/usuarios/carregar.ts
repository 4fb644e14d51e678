import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { empresas, papeis, usuarios, usuariosEscolas } from '../../db/schema';
import type { SQL } from 'drizzle-orm';
import { apresentarUsuario } from '../../presenters/usuario';

export function selecionarUsuarios(db: Db) {
  return db
    .select({ ...getTableColumns(usuarios), empresa_nome: empresas.nome, papel_nome: papeis.nome })
    .from(usuarios)
    .leftJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .leftJoin(papeis, eq(papeis.id, usuarios.papel_id));
}

/** Rows → DTOs with their school links, in one extra query for the whole page. */
export async function carregarUsuarios(db: Db, rows: Awaited<ReturnType<ReturnType<typeof selecionarUsuarios>['where']>>) {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(usuariosEscolas).where(inArray(usuariosEscolas.usuario_id, ids)) : [];
  return rows.map((r) =>
    apresentarUsuario(
      r,
      links.filter((l) => l.usuario_id === r.id).map((l) => l.escola_id),
    ),
  );
}

export async function findVisible(db: Db, id: string, visible: SQL) {
  const rows = await selecionarUsuarios(db).where(and(eq(usuarios.id, id), visible));
  return rows[0] ? (await carregarUsuarios(db, rows))[0]! : null;
}
