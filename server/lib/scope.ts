import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alunos, atribuicoes, matriculas, turmas, usuariosEscolas } from '../db/schema';
import type { Actor } from './actor';

/**
 * The rows an actor may reach, by who they are (not by role grants):
 * administrador everything; empresa its education body; gestor its linked schools;
 * professor the classes it teaches; aluno its own student record.
 */
export type Scope =
  | { tipo: 'nenhum' }
  | { tipo: 'global' }
  | { tipo: 'empresa'; empresa_id: string | null }
  | { tipo: 'escolas'; empresa_id: string | null; escola_ids: string[] }
  | { tipo: 'turmas'; empresa_id: string | null; escola_ids: string[]; turma_ids: string[] }
  | { tipo: 'aluno'; empresa_id: string | null; escola_ids: string[]; turma_ids: string[]; aluno_id: string | null };

export async function loadScope(db: Db, actor: Actor): Promise<Scope> {
  switch (actor.tipo_usuario) {
    case 'administrador':
      return { tipo: 'global' };
    case 'empresa':
      return { tipo: 'empresa', empresa_id: actor.empresa_id };
    case 'gestor':
      return { tipo: 'escolas', empresa_id: actor.empresa_id, escola_ids: await linkedSchools(db, actor.id) };
    case 'professor': {
      const taught = await db
        .selectDistinct({ turma_id: atribuicoes.turma_id, escola_id: turmas.escola_id })
        .from(atribuicoes)
        .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
        .where(eq(atribuicoes.professor_id, actor.id));
      const responsible = await db
        .select({ turma_id: turmas.id, escola_id: turmas.escola_id })
        .from(turmas)
        .where(eq(turmas.professor_responsavel_id, actor.id));
      const all = [...taught, ...responsible];
      const escola_ids = unique([...(await linkedSchools(db, actor.id)), ...all.map((t) => t.escola_id)]);
      return { tipo: 'turmas', empresa_id: actor.empresa_id, escola_ids, turma_ids: unique(all.map((t) => t.turma_id)) };
    }
    case 'aluno': {
      const [record] = await db.select({ id: alunos.id, escola_id: alunos.escola_id }).from(alunos).where(eq(alunos.usuario_id, actor.id));
      if (!record) return { tipo: 'aluno', empresa_id: actor.empresa_id, escola_ids: [], turma_ids: [], aluno_id: null };
      const enrolled = await db
        .select({ turma_id: matriculas.turma_id })
        .from(matriculas)
        .where(and(eq(matriculas.aluno_id, record.id), inArray(matriculas.status, ['ativa'])));
      return {
        tipo: 'aluno',
        empresa_id: actor.empresa_id,
        escola_ids: [record.escola_id],
        turma_ids: enrolled.map((m) => m.turma_id),
        aluno_id: record.id,
      };
    }
  }
}

async function linkedSchools(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ escola_id: usuariosEscolas.escola_id }).from(usuariosEscolas).where(eq(usuariosEscolas.usuario_id, userId));
  return rows.map((r) => r.escola_id);
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
