import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { SEM_NOME, consultaFixa } from '../../db/consulta-fixa';
import { turmaNoEscopo } from '../../db/scoped';
import { atribuicoes, turmas } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import { type Scope, alcanceDoProfessor, escopoDoProfessor, loadScope } from '../../lib/scope';

/**
 * Who reaches which grades and attendance marks (issue 5 decisions): administrador all; empresa
 * its body; gestor its schools; professor writes the (class, subject) pairs it is assigned and
 * reads those plus every subject of the classes it is responsável for; aluno reads its own rows.
 */
export interface Alcance {
  actor: Actor;
  scope: Scope;
  /** Professor only: its teaching assignments. */
  pares: { turma_id: string; disciplina_id: string }[];
  /** Professor only: the classes it is responsável for. */
  responsaveis: string[];
}

export async function carregarAlcance(db: Db, actor: Actor): Promise<Alcance> {
  if (actor.tipo_usuario !== 'professor') return { actor, scope: await loadScope(db, actor), pares: [], responsaveis: [] };
  // One read gives both the scope and the pairs (the scope would otherwise read them again).
  const alcance = await alcanceDoProfessor(db, actor.id);
  return {
    actor,
    scope: escopoDoProfessor(actor, alcance),
    pares: alcance.pares.map(({ turma_id, disciplina_id }) => ({ turma_id, disciplina_id })),
    responsaveis: alcance.responsaveis.map((r) => r.turma_id),
  };
}

export interface Colunas {
  empresa_id: PgColumn;
  escola_id: PgColumn;
  turma_id: PgColumn;
  disciplina_id: PgColumn;
  /** Absent for tables that are not per student (assignments): an aluno then reaches its classes. */
  aluno_id?: PgColumn;
}

const NENHUM = sql`false`;

function paresCond(pares: Alcance['pares'], c: Colunas): SQL {
  if (!pares.length) return NENHUM;
  return or(...pares.map((p) => and(eq(c.turma_id, p.turma_id), eq(c.disciplina_id, p.disciplina_id))))!;
}

/** The WHERE condition of what the actor may read: out of it a row is "not found". */
export function podeLer(a: Alcance, c: Colunas): SQL | undefined {
  const s = a.scope;
  switch (s.tipo) {
    case 'nenhum':
      return NENHUM;
    case 'global':
      return undefined;
    case 'empresa':
      return s.empresa_id ? eq(c.empresa_id, s.empresa_id) : NENHUM;
    case 'escolas':
      return s.escola_ids.length ? inArray(c.escola_id, s.escola_ids) : NENHUM;
    case 'turmas': {
      const responsavel = a.responsaveis.length ? inArray(c.turma_id, a.responsaveis) : NENHUM;
      return or(paresCond(a.pares, c), responsavel);
    }
    case 'aluno':
      if (!s.aluno_id) return NENHUM;
      if (c.aluno_id) return eq(c.aluno_id, s.aluno_id);
      return s.turma_ids.length ? inArray(c.turma_id, s.turma_ids) : NENHUM;
  }
}

/** What the actor may write: a professor only its assigned pairs; an aluno nothing. */
export function podeEscrever(a: Alcance, c: Colunas): SQL | undefined {
  if (a.scope.tipo === 'aluno') return NENHUM;
  if (a.scope.tipo === 'turmas') return paresCond(a.pares, c);
  return podeLer(a, c);
}

export interface TurmaAlvo {
  id: string;
  nome: string;
  empresa_id: string;
  escola_id: string;
  professor_responsavel_id: string | null;
}

/**
 * In-memory form of the same rules, for one class and subject already loaded: a professor by its
 * pairs and the classes it is responsável for; everyone else as for any class (turmaNoEscopo).
 */
export function leTurma(a: Alcance, t: TurmaAlvo, disciplinaId: string | null): boolean {
  if (a.scope.tipo !== 'turmas') return turmaNoEscopo(a.scope, t);
  return (
    a.responsaveis.includes(t.id) ||
    a.pares.some((p) => p.turma_id === t.id && (disciplinaId === null || p.disciplina_id === disciplinaId))
  );
}

export function escreveTurma(a: Alcance, t: TurmaAlvo, disciplinaId: string): boolean {
  if (a.scope.tipo === 'aluno' || a.scope.tipo === 'nenhum') return false;
  if (a.scope.tipo === 'turmas') return a.pares.some((p) => p.turma_id === t.id && p.disciplina_id === disciplinaId);
  return leTurma(a, t, disciplinaId);
}

/**
 * Loads the class of a sheet or roll call and checks the subject is taught there. Out of the
 * actor's reach → 404; readable but not writable (a responsável on another's subject) → 403.
 */
export async function turmaParaEscrita(db: Db, a: Alcance, turmaId: string, disciplinaId: string): Promise<TurmaAlvo> {
  const turma = await turmaParaLeitura(db, a, turmaId, disciplinaId);
  if (!escreveTurma(a, turma, disciplinaId)) throw forbidden('Você não leciona esta disciplina nesta turma.');
  return turma;
}

export async function turmaParaLeitura(db: Db, a: Alcance, turmaId: string, disciplinaId: string | null): Promise<TurmaAlvo> {
  const [turma] = await turmaPorId(db, {}).execute({ id: turmaId });
  if (!turma || !leTurma(a, turma, disciplinaId)) throw notFound('Turma não encontrada.');
  return turma;
}

/** True when the subject has a teaching assignment in the class (the class's subjects). */
export async function disciplinaDaTurma(db: Db, turmaId: string, disciplinaId: string): Promise<boolean> {
  const [row] = await atribuicaoDaDisciplina(db, {}).execute({ turma: turmaId, disciplina: disciplinaId });
  return Boolean(row);
}

// Every sheet and roll call starts with these two reads: built once (consultaFixa).
const turmaPorId = consultaFixa((db) =>
  db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      professor_responsavel_id: turmas.professor_responsavel_id,
    })
    .from(turmas)
    .where(eq(turmas.id, sql.placeholder('id')))
    .prepare(SEM_NOME),
);

const atribuicaoDaDisciplina = consultaFixa((db) =>
  db
    .select({ id: atribuicoes.id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, sql.placeholder('turma')), eq(atribuicoes.disciplina_id, sql.placeholder('disciplina'))))
    .limit(1)
    .prepare(SEM_NOME),
);
