import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { type Marcador, SEM_NOME, type SemForma, consultaFixa } from './consulta-fixa';
import { turmas } from './schema';

const turmaPorId = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select({ id: turmas.id })
    .from(turmas)
    .where(eq(turmas.id, ph('id')))
    .prepare(SEM_NOME),
);

/**
 * The types are the test: these lines are compiled by `tsc --noEmit` and never run. A placeholder
 * or a value under a name the query does not declare, or a value missing, does not compile.
 */
export function soCompila(db: Db) {
  void turmaPorId(db, {}).execute({ id: 'x' });
  // @ts-expect-error a misspelt key
  void turmaPorId(db, {}).execute({ idd: 'x' });
  // @ts-expect-error the value missing
  void turmaPorId(db, {}).execute({});
  // @ts-expect-error a value of another type
  void turmaPorId(db, {}).execute({ id: 1 });
  consultaFixa((db2, _f: SemForma, ph: Marcador<{ id: string }>) => {
    // @ts-expect-error a placeholder the values record does not declare
    const porTurma = eq(turmas.id, ph('turma'));
    return db2.select().from(turmas).where(porTurma).prepare(SEM_NOME);
  });
}

describe('consultaFixa', () => {
  it('builds a query once per database and shape', () => {
    let montadas = 0;
    const consulta = consultaFixa((_db, f: { a: boolean }) => ({ montada: ++montadas, a: f.a, execute: async () => [] }));
    const db = {} as Db;
    expect(consulta(db, { a: true })).toBe(consulta(db, { a: true }));
    expect(consulta(db, { a: false })).not.toBe(consulta(db, { a: true }));
    expect(montadas).toBe(2);
  });
});
