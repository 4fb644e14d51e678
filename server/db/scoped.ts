import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../lib/scope';
import { escolas, turmas } from './schema';

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
