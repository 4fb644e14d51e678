import { type Placeholder, SQL, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Escopo } from './escopo';

/** Matches no row: out of scope is "not found", never a leak. */
export const NENHUM = sql`false`;

/**
 * How one resource is reached by each kind of scope. Each rule gets the scope's key for it — the
 * education body, the schools, the classes, the student record (with its classes) — never a
 * missing id or an empty list.
 * - `turmas` left out: a professor reaches what its schools reach;
 * - `aluno` left out: an aluno reaches what its classes reach, by the `turmas` rule (or the
 *   `escolas` one). Leave it out only when that rule reads nothing but the list of classes.
 */
export interface RegrasDeEscopo<T, Id = string, Ids = string[]> {
  empresa: (empresaId: Id) => T;
  escolas: (escolaIds: Ids) => T;
  turmas?: (turmaIds: Ids) => T;
  aluno?: (alunoId: Id, turmaIds: Ids) => T;
}

/**
 * The one dispatch on the kind of scope: 'nenhum' reaches `nenhum`, 'global' `tudo`, and a scope
 * whose key is missing or empty (an empresa user without a body, a gestor without schools, a
 * professor without classes, an aluno without a record) reaches `nenhum` too.
 */
function porEscopo<T>(scope: Escopo, regras: RegrasDeEscopo<T>, extremos: { nenhum: T; tudo: T }): T {
  const lista = (ids: string[], regra: (ids: string[]) => T) => (ids.length ? regra(ids) : extremos.nenhum);
  const porTurmas = (s: { escola_ids: string[]; turma_ids: string[] }) =>
    regras.turmas ? lista(s.turma_ids, regras.turmas) : lista(s.escola_ids, regras.escolas);
  switch (scope.tipo) {
    case 'nenhum':
      return extremos.nenhum;
    case 'global':
      return extremos.tudo;
    case 'empresa':
      return scope.empresa_id ? regras.empresa(scope.empresa_id) : extremos.nenhum;
    case 'escolas':
      return lista(scope.escola_ids, regras.escolas);
    case 'turmas':
      return porTurmas(scope);
    case 'aluno':
      if (!regras.aluno) return porTurmas(scope);
      return scope.aluno_id ? regras.aluno(scope.aluno_id, scope.turma_ids) : extremos.nenhum;
  }
}

/** porEscopo as a WHERE condition: `undefined` (no condition) for the global scope. */
export function ondeNoEscopo(scope: Escopo, regras: RegrasDeEscopo<SQL | undefined>): SQL | undefined {
  return porEscopo<SQL | undefined>(scope, regras, { nenhum: NENHUM, tudo: undefined });
}

/** porEscopo as a check in memory, for a row already read. */
export function alcancaNoEscopo(scope: Escopo, regras: RegrasDeEscopo<boolean>): boolean {
  return porEscopo(scope, regras, { nenhum: false, tudo: true });
}

/** `coluna in (ids)`, or no row for an empty list. */
export function emLista(coluna: AnyPgColumn | SQL, ids: readonly string[]): SQL {
  if (!ids.length) return NENHUM;
  return coluna instanceof SQL ? inArray(coluna, [...ids]) : inArray(coluna, [...ids]);
}

/*
 * The same rules for queries built once (consultaFixa): the scope's values become placeholders,
 * filled by valoresDoEscopo(scope) on execute, so the SQL text depends only on the scope's kind.
 * An empty list or a missing id matches nothing, as NENHUM does in porEscopo. escopo.test.ts
 * checks both forms return the same rows for every kind of scope.
 */
const ESCOPO = {
  empresa: sql.placeholder('escopo_empresa'),
  escolas: sql.placeholder('escopo_escolas'),
  turmas: sql.placeholder('escopo_turmas'),
  aluno: sql.placeholder('escopo_aluno'),
};

export function valoresDoEscopo(scope: Escopo) {
  return {
    escopo_empresa: 'empresa_id' in scope ? scope.empresa_id : null,
    escopo_escolas: 'escola_ids' in scope ? scope.escola_ids : [],
    escopo_turmas: 'turma_ids' in scope ? scope.turma_ids : [],
    escopo_aluno: scope.tipo === 'aluno' ? scope.aluno_id : null,
  };
}

/** `coluna = any(lista)` for a list placeholder. */
export const umDe = (coluna: AnyPgColumn, lista: Placeholder): SQL => sql`${coluna} = any(${lista}::uuid[])`;

/** ondeNoEscopo for a consultaFixa query: by the kind of scope only, the values as placeholders. */
export function ondeNoEscopoFixo(tipo: Escopo['tipo'], regras: RegrasDeEscopo<SQL | undefined, Placeholder, Placeholder>) {
  const porTurmas = () => (regras.turmas ?? regras.escolas)(regras.turmas ? ESCOPO.turmas : ESCOPO.escolas);
  switch (tipo) {
    case 'nenhum':
      return NENHUM;
    case 'global':
      return undefined;
    case 'empresa':
      return regras.empresa(ESCOPO.empresa);
    case 'escolas':
      return regras.escolas(ESCOPO.escolas);
    case 'turmas':
      return porTurmas();
    case 'aluno':
      return regras.aluno ? regras.aluno(ESCOPO.aluno, ESCOPO.turmas) : porTurmas();
  }
}
