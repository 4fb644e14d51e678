import type { Db, Tx } from './client';

/**
 * PostgreSQL's unnamed statement: parsed and planned on every execution, like any query the app
 * sends without a name. For `consultaFixa` queries, whose selectivity changes per call (a search
 * pattern, a list of ids, a status filter), a plan made for each call's values is the safe
 * choice; a named statement would switch to one generic plan after five runs. Only the
 * every-request lookups by key (session, professor reach) are named (actor.ts, scope.ts).
 */
export const SEM_NOME = '';

/**
 * A query built once per shape and database instead of on every request. drizzle turns its query
 * objects into SQL text on each execution — a tenth or more of a read route's CPU — while the
 * text of a route's query only changes with which filters are present. `montar` receives those
 * presence flags (`forma`) and returns a query made with `sql.placeholder` for every value,
 * prepared with SEM_NOME; the route passes the values to `execute`.
 *
 * Keyed by the Db or transaction it runs on (a query prepared on the pool would not run inside a
 * transaction); a transaction's entries go with it.
 */
export function consultaFixa<F extends Record<string, string | boolean>, Q>(
  montar: (db: Db | Tx, forma: F) => Q,
): (db: Db | Tx, forma: F) => Q {
  const porBanco = new WeakMap<Db | Tx, Map<string, Q>>();
  return (db, forma) => {
    let formas = porBanco.get(db);
    if (!formas) porBanco.set(db, (formas = new Map()));
    const chave = JSON.stringify(forma);
    let consulta = formas.get(chave);
    if (!consulta) formas.set(chave, (consulta = montar(db, forma)));
    return consulta;
  };
}
