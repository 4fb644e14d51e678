import { type SQL, and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alunos, usuarios, usuariosEscolas } from '../db/schema';
import type { Actor } from '../lib/actor';
import type { Scope } from '../lib/scope';

const GESTAO = ['administrador', 'empresa'] as const;

/**
 * Who sees whom (spec 1 §2.7, §6): an administrador lists administradores and empresas;
 * an empresa user the other users of its education body; a gestor or professor the users
 * linked to its schools. Used inside the WHERE clause, so the rest is "not found".
 */
export function usuariosVisiveis(actor: Actor, scope: Scope): SQL {
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
export async function isUltimoAdministrador(db: Db, userId: string): Promise<boolean> {
  const ativos = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.tipo_usuario, 'administrador'), eq(usuarios.status, 'ativo')));
  return ativos.length === 1 && ativos[0]!.id === userId;
}
