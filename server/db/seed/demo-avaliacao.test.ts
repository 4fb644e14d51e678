// @motores: semeadura da demonstração
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarioPadrao, ehDiaLetivo } from '../../../domain/calendario';
import { prepararApi } from '../../../test/api';
import { queryRows } from '../raw';

const api = prepararApi();

describe('demo roll calls', () => {
  it('fall only on school days of the default calendar, so every demo mark can be edited', async () => {
    const datas = await queryRows<{ data: string }>(
      api.db,
      sql`select distinct to_char(data, 'YYYY-MM-DD') as data from frequencias order by 1`,
    );
    expect(datas.length).toBeGreaterThan(0);
    const ano = Number(datas[0]!.data.slice(0, 4));
    const cal = calendarioPadrao(ano);
    expect(datas.map((d) => d.data).filter((d) => !ehDiaLetivo(cal, d))).toEqual([]);
  });
});
