import { type SQL, and, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { atribuicoes, turmas } from '../db/schema';
import type { Actor } from '../lib/actor';
import { forbidden, notFound } from '../lib/errors';
import { type Escopo, alcanceDoProfessor, carregarEscopo, escopoDoProfessor } from './escopo';
import { NENHUM, emLista, ondeNoEscopo } from './por-escopo';
import { turmaNoEscopo } from './turmas';

/**
 * Who reaches which grades and attendance marks: administrador all; empresa its body; gestor
 * its schools; professor writes the (class, subject) pairs it is assigned and reads those plus
 * every subject of the classes it is responsável for; aluno reads its own rows.
 */
export interface Alcance {
  actor: Actor;
  scope: Escopo;
  /** Professor only: its teaching assignments. */
  pares: { turma_id: string; disciplina_id: string }[];
  /** Professor only: the classes it is responsável for. */
  responsaveis: string[];
}

export async function carregarAlcance(db: Db, actor: Actor): Promise<Alcance> {
  if (actor.tipo_usuario !== 'professor') return { actor, scope: await carregarEscopo(db, actor), pares: [], responsaveis: [] };
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

function paresCond(pares: Alcance['pares'], c: Colunas): SQL {
  if (!pares.length) return NENHUM;
  return or(...pares.map((p) => and(eq(c.turma_id, p.turma_id), eq(c.disciplina_id, p.disciplina_id))))!;
}

/** The WHERE condition of what the actor may read: out of it a row is "not found". */
export function podeLer(a: Alcance, c: Colunas): SQL | undefined {
  return ondeNoEscopo(a.scope, {
    empresa: (empresaId) => eq(c.empresa_id, empresaId),
    escolas: (ids) => inArray(c.escola_id, ids),
    turmas: () => or(paresCond(a.pares, c), emLista(c.turma_id, a.responsaveis)),
    aluno: (alunoId, turmaIds) => (c.aluno_id ? eq(c.aluno_id, alunoId) : emLista(c.turma_id, turmaIds)),
  });
}

/** What the actor may write: a professor only its assigned pairs; an aluno nothing. */
export function podeEscrever(a: Alcance, c: Colunas): SQL | undefined {
  return ondeNoEscopo(a.scope, {
    empresa: (empresaId) => eq(c.empresa_id, empresaId),
    escolas: (ids) => inArray(c.escola_id, ids),
    turmas: () => paresCond(a.pares, c),
    aluno: () => NENHUM,
  });
}

/**
 * The grades and attendance of the classes in scope, for the dashboard's figures: a professor
 * counts every class it teaches or follows, whatever the subject; an aluno its own rows.
 */
export function avaliacoesNoEscopo(
  scope: Escopo,
  c: { empresa_id: PgColumn; escola_id: PgColumn; turma_id: PgColumn; aluno_id: PgColumn },
): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(c.empresa_id, empresaId),
    escolas: (ids) => inArray(c.escola_id, ids),
    turmas: (ids) => inArray(c.turma_id, ids),
    aluno: (alunoId) => eq(c.aluno_id, alunoId),
  });
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
const turmaPorId = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      professor_responsavel_id: turmas.professor_responsavel_id,
    })
    .from(turmas)
    .where(eq(turmas.id, ph('id')))
    .prepare(SEM_NOME),
);

const atribuicaoDaDisciplina = consultaFixa((db, _f: SemForma, ph: Marcador<{ turma: string; disciplina: string }>) =>
  db
    .select({ id: atribuicoes.id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, ph('turma')), eq(atribuicoes.disciplina_id, ph('disciplina'))))
    .limit(1)
    .prepare(SEM_NOME),
);
