// @motores: regras escritas em SQL
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { type Notas, resultadoNotas } from '../../domain/avaliacao/notas';
import { queryRows } from './raw';
import { situacaoPorSomaSql } from './regras-sql';

/**
 * The status of a grade record exists twice: resultadoNotas in TypeScript (forms, boletim) and
 * situacaoPorSomaSql in the database (the list's filter and counts). Both must agree for every
 * grade and every pair of thresholds a body may save, the boundaries above all.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Thresholds in tenths: the defaults, their neighbours and the ends of the scale. */
const LIMIARES = [0, 1, 49, 50, 51, 55, 69, 70, 71, 75, 99, 100];
const PARES = LIMIARES.flatMap((aprovacao) =>
  LIMIARES.filter((recuperacao) => recuperacao <= aprovacao).map((recuperacao) => ({ aprovacao, recuperacao })),
);

/** Every sum of four notes from 0 to 40, in tenths, spread over the four notes; and some with a note missing. */
function grade(): Notas[] {
  const completas = Array.from({ length: 401 }, (_, soma): Notas => {
    const base = Math.floor(soma / 4);
    const resto = soma % 4;
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => (base + (i < resto ? 1 : 0)) / 10);
    return [a!, b!, c!, d!];
  });
  const parciais: Notas[] = [
    [null, null, null, null],
    [10, 10, 10, null],
    [null, 0, 0, 0],
    [7, null, 7, 7],
  ];
  return [...completas, ...parciais];
}

describe('situacaoPorSomaSql', () => {
  it('gives the status resultadoNotas gives, over a grid of grades and thresholds', async () => {
    const notas = grade();
    // Lists go as array literals: drizzle would spread a JS array into one parameter per item.
    const lista = (valores: (number | null)[]) => `{${valores.map((v) => v ?? 'NULL').join(',')}}`;
    const coluna = (i: number) => lista(notas.map((n) => n[i]!));
    const rows = await queryRows<{ i: number; aprovacao: string; recuperacao: string; situacao: string | null }>(
      t.database.db,
      sql`select n.i::int as i, l.aprovacao::text as aprovacao, l.recuperacao::text as recuperacao,
            ${situacaoPorSomaSql(sql`(n.n1 + n.n2 + n.n3 + n.n4)`, 4, {
              media_aprovacao: sql`l.aprovacao`,
              media_recuperacao: sql`l.recuperacao`,
            })} as situacao
          from unnest(${coluna(0)}::numeric(4,1)[], ${coluna(1)}::numeric(4,1)[], ${coluna(2)}::numeric(4,1)[],
                      ${coluna(3)}::numeric(4,1)[]) with ordinality as n(n1, n2, n3, n4, i)
          cross join unnest(${lista(PARES.map((p) => p.aprovacao / 10))}::numeric(4,1)[],
                            ${lista(PARES.map((p) => p.recuperacao / 10))}::numeric(4,1)[]) as l(aprovacao, recuperacao)`,
    );
    expect(rows).toHaveLength(notas.length * PARES.length);
    const divergentes = rows.filter((r) => {
      const regras = { media_aprovacao: Number(r.aprovacao), media_recuperacao: Number(r.recuperacao) };
      return resultadoNotas(notas[r.i - 1]!, regras).situacao !== r.situacao;
    });
    expect(divergentes).toEqual([]);
  });
});
