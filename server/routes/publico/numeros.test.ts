import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { queryRows } from '../../db/raw';

const api = prepararApi();
const { enviar } = api;

const numeros = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/publico/numeros', headers });

/** The platform's totals written out again from the tables, every network together. */
async function esperado() {
  const [r] = await queryRows<{ alunos: number; escolas: number; professores: number }>(
    api.db,
    sql`
    select
      (select count(*) from alunos where status = 'ativo')::int as alunos,
      (select count(*) from escolas where ativo)::int as escolas,
      (select count(*) from usuarios where tipo_usuario = 'professor' and status = 'ativo')::int as professores`,
  );
  return r!;
}

describe('GET /api/publico/numeros', () => {
  it("gives anyone, without a session, the platform's totals counted from the database, and nothing else", async () => {
    const res = await numeros(api.t);
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(Object.keys(corpo).sort()).toEqual(['alunos', 'escolas', 'professores', 'taxa_aprovacao']);
    const e = await esperado();
    expect(corpo).toMatchObject(e);
    // Both demo networks: six schools, hundreds of students, some approved and some not.
    expect(corpo.escolas).toBe(6);
    expect(corpo.alunos).toBeGreaterThan(100);
    expect(corpo.professores).toBeGreaterThan(0);
    expect(corpo.taxa_aprovacao).toBeGreaterThan(0);
    expect(corpo.taxa_aprovacao).toBeLessThan(100);
    // The same rate the administrador's dashboard shows for the whole platform.
    const painel = (await enviar('GET', '/api/dashboard', 'admin')).json();
    expect(corpo.taxa_aprovacao).toBeCloseTo(painel.estatisticas.taxa_aprovacao, 6);
  });

  it('keeps the figures for a few minutes instead of counting at every visit', async () => {
    const antes = (await numeros(api.t)).json();
    await api.db.execute(
      sql`update alunos set status = 'transferido' where id = (select id from alunos where status = 'ativo' order by id limit 1)`,
    );
    expect((await esperado()).alunos).toBe(antes.alunos - 1);
    expect((await numeros(api.t)).json()).toEqual(antes);
  });

  it('gives zeros and no approval rate on an empty platform, never invented numbers', async () => {
    const vazio = await createTestApp();
    try {
      const db = vazio.database.db;
      await db.execute(sql`update alunos set status = 'inativo'`);
      await db.execute(sql`update escolas set ativo = false`);
      await db.execute(sql`update usuarios set status = 'inativo' where tipo_usuario = 'professor'`);
      await db.execute(sql`delete from notas`);
      const res = await numeros(vazio);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ alunos: 0, escolas: 0, professores: 0, taxa_aprovacao: null });
    } finally {
      await vazio.close();
    }
  });
});
