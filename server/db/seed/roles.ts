import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATALOGO_PERMISSOES, PAPEIS_PREDEFINIDOS, type Permissao, permissoesPadrao } from '../../../domain/permissions';
import type { TipoUsuario } from '../../../domain/roles';
import type { Db } from '../client';
import { papeis, papeisPermissoes, permissoes } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Keeps the permission catalogue complete on every start (new modules appear without a manual
 * step), and seeds the five predefined roles with the default grants only when no role exists, so
 * grants edited on /permissoes are never overwritten. A permission that enters the catalogue on an
 * upgrade is granted to the predefined roles its default row names: otherwise a network that
 * already existed would never see the new module (nobody but the administrador would hold it),
 * while one created after the upgrade would. Only the entries this start inserted are granted, so
 * a grant the administrador revoked earlier stays revoked.
 */
export async function seedAccessControl(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const novas = await tx
      .insert(permissoes)
      .values(CATALOGO_PERMISSOES.map(({ nome, descricao, modulo, acao }) => ({ nome, descricao, modulo, acao })))
      .onConflictDoNothing()
      .returning({ id: permissoes.id, nome: permissoes.nome });

    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(papeis)) as [{ count: number }];
    if (count > 0) {
      await concederAosPredefinidos(tx, novas);
      return;
    }

    await tx.insert(papeis).values(PAPEIS_PREDEFINIDOS.map((p) => ({ ...p, predefinido: true })));
    const catalogo = await tx
      .select({ id: permissoes.id, nome: permissoes.nome })
      .from(permissoes)
      .where(
        inArray(
          permissoes.nome,
          CATALOGO_PERMISSOES.map((p) => p.nome),
        ),
      );
    await concederAosPredefinidos(tx, catalogo);
  });
}

/** Grants each of `lista` to the predefined roles whose default row includes it. */
async function concederAosPredefinidos(tx: Tx, lista: { id: string; nome: string }[]): Promise<void> {
  if (lista.length === 0) return;
  const predefinidos = await tx
    .select({ id: papeis.id, nome: papeis.nome })
    .from(papeis)
    .where(
      and(
        eq(papeis.predefinido, true),
        inArray(
          papeis.nome,
          PAPEIS_PREDEFINIDOS.map((p) => p.nome),
        ),
      ),
    );
  const idPorNome = new Map(lista.map((p) => [p.nome, p.id]));
  const ligacoes = predefinidos.flatMap((papel) =>
    permissoesPadrao(papel.nome as TipoUsuario).flatMap((nome: Permissao) => {
      const permissaoId = idPorNome.get(nome);
      return permissaoId ? [{ papel_id: papel.id, permissao_id: permissaoId }] : [];
    }),
  );
  if (ligacoes.length > 0) await tx.insert(papeisPermissoes).values(ligacoes).onConflictDoNothing();
}
