import { and, eq } from 'drizzle-orm';
import type { Acao, Modulo } from '../../domain/permissions';
import type { TipoUsuario } from '../../domain/roles';
import type { Db } from '../db/client';
import { papeis, papeisPermissoes, permissoes, usuarios } from '../db/schema';

/** The signed-in user as every route sees them: identity, role and grants. */
export interface Actor {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  imagem: string | null;
  tipo_usuario: TipoUsuario;
  empresa_id: string | null;
  sessionId: string;
  papel: { id: string; nome: string; nivel: number } | null;
  permissoes: ReadonlySet<string>;
}

export function can(actor: Actor, modulo: Modulo, acao: Acao): boolean {
  return actor.permissoes.has(`${modulo}.${acao}`);
}

/**
 * Loads the actor's role and its stored grants on every request, so a change on /permissoes
 * applies to the next request. The role is the custom papel if one is set, else the
 * predefined role named after tipo_usuario; an inactive or missing role grants nothing.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const [user] = await db.select().from(usuarios).where(eq(usuarios.id, userId));
  if (!user || user.status !== 'ativo') return null;

  const roleCondition = user.papel_id ? eq(papeis.id, user.papel_id) : eq(papeis.nome, user.tipo_usuario);
  const [papel] = await db
    .select({ id: papeis.id, nome: papeis.nome, nivel: papeis.nivel })
    .from(papeis)
    .where(and(roleCondition, eq(papeis.ativo, true)));

  const grants = papel
    ? await db
        .select({ nome: permissoes.nome })
        .from(papeisPermissoes)
        .innerJoin(permissoes, eq(permissoes.id, papeisPermissoes.permissao_id))
        .where(eq(papeisPermissoes.papel_id, papel.id))
    : [];

  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    telefone: user.telefone,
    imagem: user.imagem,
    tipo_usuario: user.tipo_usuario,
    empresa_id: user.empresa_id,
    sessionId,
    papel: papel ?? null,
    permissoes: new Set(grants.map((g) => g.nome)),
  };
}
