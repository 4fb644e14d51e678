import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { porBanco } from '../db/por-banco';
import { alunos, atribuicoes, matriculas, turmas, usuariosEscolas } from '../db/schema';
import type { Actor } from '../lib/actor';

/**
 * The rows an actor may reach, by who they are (not by role grants):
 * administrador everything; empresa its education body; gestor its linked schools;
 * professor the classes it teaches; aluno its own student record. Read from the database on
 * each request, so a new link or assignment applies at once. The rules on each resource are
 * in the policy of that resource (escolas.ts, turmas.ts, alunos.ts…), all through porEscopo.
 */
export type Escopo =
  | { tipo: 'nenhum' }
  | { tipo: 'global' }
  | { tipo: 'empresa'; empresa_id: string | null }
  | { tipo: 'escolas'; empresa_id: string | null; escola_ids: string[] }
  | { tipo: 'turmas'; empresa_id: string | null; escola_ids: string[]; turma_ids: string[] }
  | { tipo: 'aluno'; empresa_id: string | null; escola_ids: string[]; turma_ids: string[]; aluno_id: string | null };

export async function carregarEscopo(db: Db, actor: Actor): Promise<Escopo> {
  switch (actor.tipo_usuario) {
    case 'administrador':
      return { tipo: 'global' };
    case 'empresa':
      return { tipo: 'empresa', empresa_id: actor.empresa_id };
    case 'gestor':
      return { tipo: 'escolas', empresa_id: actor.empresa_id, escola_ids: await escolasDoUsuario(db, actor.id) };
    case 'professor':
      return escopoDoProfessor(actor, await alcanceDoProfessor(db, actor.id));
    case 'aluno': {
      const [record] = await db
        .select({ id: alunos.id, escola_id: alunos.escola_id })
        .from(alunos)
        .where(eq(alunos.usuario_id, actor.id));
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

/** What a professor reaches: linked schools, teaching assignments and classes it is responsável for. */
export interface AlcanceDoProfessor {
  escolasVinculadas: string[];
  pares: { turma_id: string; escola_id: string; disciplina_id: string }[];
  responsaveis: { turma_id: string; escola_id: string }[];
}

/**
 * The three sources of a professor's reach in one round trip: the scope of every professor
 * request (and the grade and attendance routes' pairs) is read before any of its own work.
 */
export async function alcanceDoProfessor(db: Db, professorId: string): Promise<AlcanceDoProfessor> {
  const rows = await alcancePreparado(db).execute({ professorId });
  const de = (k: number) => rows.filter((r) => Number(r.k) === k);
  return {
    escolasVinculadas: de(0).map((r) => r.escola_id),
    pares: de(1).map((r) => ({ turma_id: r.turma_id!, escola_id: r.escola_id, disciplina_id: r.disciplina_id! })),
    responsaveis: de(2).map((r) => ({ turma_id: r.turma_id!, escola_id: r.escola_id })),
  };
}

/** Built once per database and sent as a named prepared statement, like the session lookup (actor.ts). */
const alcancePreparado = porBanco((db) => {
  const professorId = sql.placeholder('professorId');
  const semId = sql<string | null>`null::uuid`;
  return db
    .select({
      k: sql<number>`0`.as('k'),
      turma_id: semId.as('turma_id'),
      escola_id: usuariosEscolas.escola_id,
      disciplina_id: semId.as('disciplina_id'),
    })
    .from(usuariosEscolas)
    .where(eq(usuariosEscolas.usuario_id, professorId))
    .unionAll(
      db
        .select({
          k: sql<number>`1`.as('k'),
          turma_id: atribuicoes.turma_id,
          escola_id: turmas.escola_id,
          disciplina_id: atribuicoes.disciplina_id,
        })
        .from(atribuicoes)
        .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
        .where(eq(atribuicoes.professor_id, professorId)),
    )
    .unionAll(
      db
        .select({
          k: sql<number>`2`.as('k'),
          turma_id: turmas.id,
          escola_id: turmas.escola_id,
          disciplina_id: semId.as('disciplina_id'),
        })
        .from(turmas)
        .where(eq(turmas.professor_responsavel_id, professorId)),
    )
    .prepare('alcance_do_professor');
});

/** The classes a professor teaches or is responsável for, and the schools of those and its links. */
export function escopoDoProfessor(actor: Actor, a: AlcanceDoProfessor): Escopo {
  const all = [...a.pares, ...a.responsaveis];
  const escola_ids = semRepetir([...a.escolasVinculadas, ...all.map((t) => t.escola_id)]);
  return { tipo: 'turmas', empresa_id: actor.empresa_id, escola_ids, turma_ids: semRepetir(all.map((t) => t.turma_id)) };
}

async function escolasDoUsuario(db: Db, usuarioId: string): Promise<string[]> {
  const rows = await escolasVinculadas(db, {}).execute({ usuario: usuarioId });
  return rows.map((r) => r.escola_id);
}

/** Every gestor request reads its schools first: built once (consultaFixa). */
const escolasVinculadas = consultaFixa((db, _f: SemForma, ph: Marcador<{ usuario: string }>) =>
  db
    .select({ escola_id: usuariosEscolas.escola_id })
    .from(usuariosEscolas)
    .where(eq(usuariosEscolas.usuario_id, ph('usuario')))
    .prepare(SEM_NOME),
);

function semRepetir(ids: string[]): string[] {
  return [...new Set(ids)];
}
