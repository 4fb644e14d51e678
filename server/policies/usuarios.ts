import { type SQL, and, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Permissao } from '../../domain/permissions';
import type { Db } from '../db/client';
import { alunos, usuarios, usuariosEscolas } from '../db/schema';
import { papelEfetivo } from '../lib/actor';
import type { Alcance } from './alcance';

const GESTAO = ['administrador', 'empresa'] as const;

/**
 * Who sees whom: an administrador lists administradores and empresas;
 * an empresa user the other users of its education body; a gestor or professor the users
 * linked to its schools. Used inside the WHERE clause, so the rest is "not found".
 */
export function usuariosVisiveis(a: Alcance): SQL {
  const { actor, scope } = a;
  if (actor.tipo_usuario === 'administrador') return inArray(usuarios.tipo_usuario, [...GESTAO]);
  const naoGestao = notInArray(usuarios.tipo_usuario, [...GESTAO]);
  if (actor.tipo_usuario === 'empresa') {
    return actor.empresa_id ? and(naoGestao, eq(usuarios.empresa_id, actor.empresa_id))! : sql`false`;
  }
  const escolaIds = 'escola_ids' in scope ? scope.escola_ids : [];
  if (!escolaIds.length || actor.tipo_usuario === 'aluno') return sql`false`;
  const ligado = sql`exists (select 1 from ${usuariosEscolas} where ${usuariosEscolas.usuario_id} = ${usuarios.id} and ${inArray(usuariosEscolas.escola_id, escolaIds)})`;
  const aluno = sql`exists (select 1 from ${alunos} where ${alunos.usuario_id} = ${usuarios.id} and ${inArray(alunos.escola_id, escolaIds)})`;
  return and(naoGestao, or(ligado, aluno))!;
}

/** True when this administrador is the only active one left. */
export async function ehUltimoAdministrador(db: Db, usuarioId: string): Promise<boolean> {
  const ativos = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.tipo_usuario, 'administrador'), eq(usuarios.status, 'ativo')));
  return ativos.length === 1 && ativos[0]!.id === usuarioId;
}

/** The modules with which a user manages access: users, settings and roles. */
const GESTAO_DE_ACESSO = ['usuarios', 'configuracoes', 'permissoes'];

/** The grants with which an administrador can undo a role change: edit the user back, edit roles. */
const DESFAZ_TROCA_DE_PAPEL: readonly Permissao[] = ['usuarios.atualizar', 'permissoes.atualizar'];

/** The access-management grants a change of role takes away (held before, missing after). */
export function gestaoPerdida(antes: ReadonlySet<string>, depois: ReadonlySet<string>): string[] {
  return [...antes].filter((p) => GESTAO_DE_ACESSO.includes(p.split('.')[0]!) && !depois.has(p));
}

/**
 * True when no other active administrador's role could undo a change of this one's role. An
 * administrador whose custom role lacks those grants does not count: it could not give the
 * role back either.
 */
export async function ehUltimoAdministradorComAcesso(db: Db, userId: string): Promise<boolean> {
  const outros = await db
    .select({ id: usuarios.id, papel_id: usuarios.papel_id })
    .from(usuarios)
    .where(and(eq(usuarios.tipo_usuario, 'administrador'), eq(usuarios.status, 'ativo'), ne(usuarios.id, userId)));
  for (const outro of outros) {
    const { permissoes } = await papelEfetivo(db, outro.papel_id, 'administrador');
    if (DESFAZ_TROCA_DE_PAPEL.every((p) => permissoes.has(p))) return false;
  }
  return true;
}
