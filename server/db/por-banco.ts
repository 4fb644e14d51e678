import type { Db } from './client';

/**
 * One value per database, made on first use: for prepared statements, which drizzle builds
 * once and PostgreSQL plans once per connection (the app and the tests each have their own Db).
 */
export function porBanco<T>(criar: (db: Db) => T): (db: Db) => T {
  const feitos = new WeakMap<Db, T>();
  return (db) => {
    let feito = feitos.get(db);
    if (feito === undefined) feitos.set(db, (feito = criar(db)));
    return feito;
  };
}
