import { type SQL, and, eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { atribuicoes } from '../db/schema';
import { badRequest } from '../lib/errors';
import type { Alcance } from './alcance';
import type { Escopo } from './escopo';
import { NENHUM, emLista, ondeNoEscopo } from './por-escopo';

/**
 * Who reaches which grades and attendance marks: administrador all; empresa its body; gestor
 * its schools; professor writes the (class, subject) pairs it is assigned and reads those plus
 * every subject of the classes it is responsável for; aluno reads its own rows.
 */

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
export function notasEFrequenciasNoEscopo(
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

/** True when the subject has a teaching assignment in the class (the class's subjects). */
async function disciplinaDaTurma(db: Db, turmaId: string, disciplinaId: string): Promise<boolean> {
  const [row] = await atribuicaoDaDisciplina(db, {}).execute({ turma: turmaId, disciplina: disciplinaId });
  return Boolean(row);
}

/**
 * A grade, closing or assessment is only for a subject the class is taught (it has a teaching
 * assignment there): otherwise the body names a wrong subject, 400 on its field.
 */
export async function exigirDisciplinaDaTurma(
  db: Db,
  turmaId: string,
  disciplinaId: string,
  mensagem: string,
  doCampo: string = mensagem,
): Promise<void> {
  if (!(await disciplinaDaTurma(db, turmaId, disciplinaId))) throw badRequest(mensagem, { disciplina_id: doCampo });
}

// Every sheet and roll call reads this after its class (turmaNoAlcance): built once (consultaFixa).
const atribuicaoDaDisciplina = consultaFixa((db, _f: SemForma, ph: Marcador<{ turma: string; disciplina: string }>) =>
  db
    .select({ id: atribuicoes.id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, ph('turma')), eq(atribuicoes.disciplina_id, ph('disciplina'))))
    .limit(1)
    .prepare(SEM_NOME),
);
