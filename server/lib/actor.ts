import { and, eq, gt, sql } from 'drizzle-orm';
import type { AcaoDe, Modulo } from '../../domain/permissions';
import type { TipoUsuario } from '../../domain/roles';
import type { Db } from '../db/client';
import { porBanco } from '../db/por-banco';
import { papeis, papeisPermissoes, permissoes, sessoes, usuarios } from '../db/schema';

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

export function can<M extends Modulo>(actor: Actor, modulo: M, acao: AcaoDe<M>): boolean {
  return actor.permissoes.has(`${modulo}.${acao}`);
}

/**
 * Loads the actor's role and its stored grants on every request, so a change on /permissoes
 * applies to the next request. The role is the custom papel if one is set, else the
 * predefined role named after tipo_usuario; an inactive or missing role grants nothing.
 * One round trip (user, role and grants joined): this runs before every authenticated request.
 */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const [row] = await db
    .select(actorFields())
    .from(usuarios)
    .leftJoin(papeis, roleJoin())
    .where(eq(usuarios.id, userId))
    .limit(1);
  return row ? toActor(row, sessionId) : null;
}

/**
 * The session of a (signature-checked) session token and its actor, in one query: what every
 * authenticated request starts with. Null when there is no such unexpired session; `actor` null
 * when the session's user is no longer active.
 */
export async function loadActorBySession(db: Db, token: string): Promise<{ userId: string; actor: Actor | null } | null> {
  const [row] = await sessaoPreparada(db).execute({ token });
  if (!row) return null;
  return { userId: row.user.id, actor: toActor(row, row.sessionId) };
}

/**
 * Built once per database and sent as a named prepared statement: drizzle does not rebuild the
 * SQL on every request and PostgreSQL parses and plans it once per connection.
 */
const sessaoPreparada = porBanco((db) =>
  db
    .select({ ...actorFields(), sessionId: sessoes.id })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.userId))
    .leftJoin(papeis, roleJoin())
    .where(and(eq(sessoes.token, sql.placeholder('token')), gt(sessoes.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('ator_por_sessao'),
);

/** User, effective role and its grants: the role is joined by papel_id, else by tipo_usuario. */
function actorFields() {
  return {
    user: usuarios,
    papel: { id: papeis.id, nome: papeis.nome, nivel: papeis.nivel },
    grants: sql<
      string[]
    >`array(select ${permissoes.nome} from ${papeisPermissoes} inner join ${permissoes} on ${permissoes.id} = ${papeisPermissoes.permissao_id} where ${papeisPermissoes.papel_id} = ${papeis.id})`,
  };
}
const roleJoin = () =>
  and(
    sql`case when ${usuarios.papel_id} is not null then ${papeis.id} = ${usuarios.papel_id} else ${papeis.nome} = ${usuarios.tipo_usuario} end`,
    eq(papeis.ativo, true),
  );

interface ActorRow {
  user: typeof usuarios.$inferSelect;
  papel: Actor['papel'];
  grants: string[];
}

function toActor(row: ActorRow, sessionId: string): Actor | null {
  const { user } = row;
  if (user.status !== 'ativo') return null;
  const papel = row.papel ?? null;
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    telefone: user.telefone,
    imagem: user.imagem,
    tipo_usuario: user.tipo_usuario,
    empresa_id: user.empresa_id,
    sessionId,
    papel,
    permissoes: new Set(papel ? row.grants : []),
  };
}

/**
 * The role a user with this papel_id and tipo_usuario holds, and its grants: the custom papel
 * if one is set, else the predefined role named after tipo_usuario; an inactive or missing
 * role grants nothing.
 */
export async function papelEfetivo(
  db: Db,
  papelId: string | null,
  tipo: TipoUsuario,
): Promise<Pick<Actor, 'papel' | 'permissoes'>> {
  const roleCondition = papelId ? eq(papeis.id, papelId) : eq(papeis.nome, tipo);
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
  return { papel: papel ?? null, permissoes: new Set(grants.map((g) => g.nome)) };
}
