import { type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * PostgreSQL's unnamed statement: parsed and planned on every execution, like any query the app
 * sends without a name. For `consultaFixa` queries, whose selectivity changes per call (a search
 * pattern, a list of ids, a status filter), a plan made for each call's values is the safe
 * choice; a named statement would switch to one generic plan after five runs. Only the
 * every-request lookups by key (session, professor reach) are named (actor.ts, escopo.ts).
 */
export const SEM_NOME = '';

/**
 * The placeholders of one consultaFixa query: only the names of its values record, so a name
 * misspelt here or in `execute` does not compile (drizzle's own placeholders take any string and
 * a missing value only fails when the query runs).
 */
export type Marcador<V> = <K extends keyof V & string>(nome: K) => Placeholder<K>;

const marcador = <V>(): Marcador<V> => sql.placeholder;

/** What a prepared drizzle query offers: run with the placeholders' values. */
interface Preparada {
  execute(valores?: Record<string, unknown>): Promise<unknown>;
}

/** A consultaFixa query: `execute` takes exactly its values record. */
export interface ConsultaPreparada<Q extends Preparada, V> {
  execute(valores: V): ReturnType<Q['execute']>;
}

/** The shape of a query without filters that change its text. */
export type SemForma = Record<string, never>;

/** A page's values: the filters' plus `limite` and `pular` (LIMIT and OFFSET). */
export type ValoresDaPagina<V> = V & { limite: number; pular: number };

/**
 * A query built once per shape and database instead of on every request. drizzle turns its query
 * objects into SQL text on each execution — a tenth or more of a read route's CPU — while the
 * text of a route's query only changes with which filters are present. `montar` receives those
 * presence flags (`forma`) and a placeholder for each value (`ph`, typed by its annotation
 * `Marcador<Valores>`), and returns the query prepared with SEM_NOME; the route passes the
 * values record to `execute`.
 *
 * Keyed by the Db or transaction it runs on (a query prepared on the pool would not run inside a
 * transaction); a transaction's entries go with it.
 */
export function consultaFixa<
  F extends Record<string, string | boolean>,
  Q extends Preparada,
  V extends Record<string, unknown> = Record<string, never>,
>(montar: (db: Db | Tx, forma: F, ph: Marcador<V>) => Q): (db: Db | Tx, forma: F) => ConsultaPreparada<Q, V> {
  const porBanco = new WeakMap<Db | Tx, Map<string, Q>>();
  return (db, forma) => {
    let formas = porBanco.get(db);
    if (!formas) porBanco.set(db, (formas = new Map()));
    const chave = JSON.stringify(forma);
    let consulta = formas.get(chave);
    if (!consulta) formas.set(chave, (consulta = montar(db, forma, marcador<V>())));
    // The same object: only the type of `execute`'s argument narrows.
    return consulta as unknown as ConsultaPreparada<Q, V>;
  };
}
