import { inArray, sql } from 'drizzle-orm';
import { CATALOGO_PERMISSOES, PAPEIS_PREDEFINIDOS, permissoesPadrao } from '../../../domain/permissions';
import type { Db } from '../client';
import { papeis, papeisPermissoes, permissoes } from '../schema';

/**
 * Keeps the permission catalogue complete on every start (new modules appear without a manual
 * step), and seeds the five predefined roles with the default grants only when no role exists, so
 * grants edited on /permissoes are never overwritten.
 */
export async function seedAccessControl(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissoes)
      .values(CATALOGO_PERMISSOES.map(({ nome, descricao, modulo, acao }) => ({ nome, descricao, modulo, acao })))
      .onConflictDoNothing();

    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(papeis)) as [{ count: number }];
    if (count > 0) return;

    const roles = await tx
      .insert(papeis)
      .values(PAPEIS_PREDEFINIDOS.map((p) => ({ ...p, predefinido: true })))
      .returning({ id: papeis.id, nome: papeis.nome });
    const catalog = await tx
      .select({ id: permissoes.id, nome: permissoes.nome })
      .from(permissoes)
      .where(
        inArray(
          permissoes.nome,
          CATALOGO_PERMISSOES.map((p) => p.nome),
        ),
      );
    const idByName = new Map(catalog.map((p) => [p.nome, p.id]));

    const links = roles.flatMap((role) =>
      permissoesPadrao(role.nome as (typeof PAPEIS_PREDEFINIDOS)[number]['nome']).map((nome) => ({
        papel_id: role.id,
        permissao_id: idByName.get(nome)!,
      })),
    );
    await tx.insert(papeisPermissoes).values(links);
  });
}
