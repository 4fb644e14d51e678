import { type Placeholder, type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../lib/scope';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alunos, atribuicoes, disciplinas, escolas, matriculas, turmas } from './schema';

/**
 * WHERE conditions that keep a query inside the actor's scope. They sit inside the query, so
 * a row out of scope is simply "not found" — never a leak.
 */
const NONE = sql`false`;

export function escolasInScope(scope: Scope): SQL | undefined {
  switch (scope.tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(escolas.empresa_id, scope.empresa_id) : NONE;
    default:
      return scope.escola_ids.length ? inArray(escolas.id, scope.escola_ids) : NONE;
  }
}

export function turmasInScope(scope: Scope): SQL | undefined {
  switch (scope.tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(turmas.empresa_id, scope.empresa_id) : NONE;
    case 'escolas':
      return scope.escola_ids.length ? inArray(turmas.escola_id, scope.escola_ids) : NONE;
    default:
      return scope.turma_ids.length ? and(inArray(turmas.id, scope.turma_ids)) : NONE;
  }
}

/**
 * Students: a professor reads those enrolled (now or before) in the classes it teaches, and
 * changes only those enrolled there now (`escrita`); an aluno reaches its own record.
 */
export function alunosInScope(scope: Scope, opts: { escrita?: boolean } = {}): SQL | undefined {
  switch (scope.tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(alunos.empresa_id, scope.empresa_id) : NONE;
    case 'escolas':
      return scope.escola_ids.length ? inArray(alunos.escola_id, scope.escola_ids) : NONE;
    case 'turmas': {
      if (!scope.turma_ids.length) return NONE;
      const ativa = opts.escrita ? sql` and ${matriculas.status} = 'ativa'` : sql``;
      return sql`exists (select 1 from ${matriculas} where ${matriculas.aluno_id} = ${alunos.id} and ${inArray(matriculas.turma_id, scope.turma_ids)}${ativa})`;
    }
    case 'aluno':
      return scope.aluno_id ? eq(alunos.id, scope.aluno_id) : NONE;
  }
}

/** Enrolments: those of the classes in scope; an aluno's own. */
export function matriculasInScope(scope: Scope): SQL | undefined {
  switch (scope.tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(matriculas.empresa_id, scope.empresa_id) : NONE;
    case 'escolas':
      return scope.escola_ids.length
        ? sql`exists (select 1 from ${turmas} where ${turmas.id} = ${matriculas.turma_id} and ${inArray(turmas.escola_id, scope.escola_ids)})`
        : NONE;
    case 'turmas':
      return scope.turma_ids.length ? inArray(matriculas.turma_id, scope.turma_ids) : NONE;
    case 'aluno':
      return scope.aluno_id ? eq(matriculas.aluno_id, scope.aluno_id) : NONE;
  }
}

/**
 * Curriculum components belong to an education body; everyone in it may read them. With
 * `dasTurmas`, a professor or an aluno gets only those assigned to its classes (what it
 * teaches or studies).
 */
export function disciplinasInScope(scope: Scope, opts: { dasTurmas?: boolean } = {}): SQL | undefined {
  if (scope.tipo === 'global') return undefined;
  if (scope.tipo === 'nenhum' || !scope.empresa_id) return NONE;
  const daEmpresa = eq(disciplinas.empresa_id, scope.empresa_id);
  if (!opts.dasTurmas || (scope.tipo !== 'turmas' && scope.tipo !== 'aluno')) return daEmpresa;
  if (!scope.turma_ids.length) return NONE;
  return and(
    daEmpresa,
    sql`exists (select 1 from ${atribuicoes} where ${atribuicoes.disciplina_id} = ${disciplinas.id} and ${inArray(atribuicoes.turma_id, scope.turma_ids)})`,
  );
}

/** Teaching assignments: those of the classes in scope. */
export function atribuicoesInScope(scope: Scope): SQL | undefined {
  switch (scope.tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return scope.empresa_id ? eq(atribuicoes.empresa_id, scope.empresa_id) : NONE;
    case 'escolas':
      return scope.escola_ids.length
        ? sql`exists (select 1 from ${turmas} where ${turmas.id} = ${atribuicoes.turma_id} and ${inArray(turmas.escola_id, scope.escola_ids)})`
        : NONE;
    default:
      return scope.turma_ids.length ? inArray(atribuicoes.turma_id, scope.turma_ids) : NONE;
  }
}

/*
 * The same rules for queries built once (consultaFixa): the scope's values become placeholders,
 * filled by valoresDoEscopo(scope) on execute, so the SQL text depends only on the scope's kind.
 * An empty list or a missing id matches nothing, as NONE does above. scoped.test.ts checks both
 * forms return the same rows for every kind of scope.
 */
const ESCOPO = {
  empresa: sql.placeholder('escopo_empresa'),
  escolas: sql.placeholder('escopo_escolas'),
  turmas: sql.placeholder('escopo_turmas'),
  aluno: sql.placeholder('escopo_aluno'),
};

export function valoresDoEscopo(scope: Scope) {
  return {
    escopo_empresa: 'empresa_id' in scope ? scope.empresa_id : null,
    escopo_escolas: 'escola_ids' in scope ? scope.escola_ids : [],
    escopo_turmas: 'turma_ids' in scope ? scope.turma_ids : [],
    escopo_aluno: scope.tipo === 'aluno' ? scope.aluno_id : null,
  };
}

const umDe = (col: AnyPgColumn, lista: Placeholder) => sql`${col} = any(${lista}::uuid[])`;

/** alunosInScope for a consultaFixa query. */
export function alunosNoEscopoFixo(tipo: Scope['tipo'], opts: { escrita?: boolean } = {}): SQL | undefined {
  switch (tipo) {
    case 'nenhum':
      return NONE;
    case 'global':
      return undefined;
    case 'empresa':
      return eq(alunos.empresa_id, ESCOPO.empresa);
    case 'escolas':
      return umDe(alunos.escola_id, ESCOPO.escolas);
    case 'turmas': {
      const ativa = opts.escrita ? sql` and ${matriculas.status} = 'ativa'` : sql``;
      return sql`exists (select 1 from ${matriculas} where ${matriculas.aluno_id} = ${alunos.id} and ${umDe(matriculas.turma_id, ESCOPO.turmas)}${ativa})`;
    }
    case 'aluno':
      return eq(alunos.id, ESCOPO.aluno);
  }
}

/** turmasInScope for one class already read (by id, with a consultaFixa query). */
export function turmaNoEscopo(scope: Scope, turma: { id: string; empresa_id: string; escola_id: string }): boolean {
  switch (scope.tipo) {
    case 'nenhum':
      return false;
    case 'global':
      return true;
    case 'empresa':
      return scope.empresa_id === turma.empresa_id;
    case 'escolas':
      return scope.escola_ids.includes(turma.escola_id);
    default:
      return scope.turma_ids.includes(turma.id);
  }
}
