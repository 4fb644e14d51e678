import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database, Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { matriculas } from '../server/db/schema';
import { prepararApi } from './api';
import { diasLetivosLivres } from './calendario';
import { type Cenario, cenarioAvaliacao } from './cenario-avaliacao';
import { ORIGIN } from './app';

const api = prepararApi();
let c: Cenario;
let contador: { app: FastifyInstance; instrucoes: string[]; fechar(): Promise<void> };

/**
 * A second app on the same database whose drizzle logs every statement it sends (the session
 * lookup and the transactions' begin/commit included, as the benchmark captures them).
 */
async function appQueConta(database: Database) {
  const instrucoes: string[] = [];
  const cliente = (database.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery: (sql: string) => void instrucoes.push(sql) };
  const db =
    database.kind === 'postgres'
      ? ((await import('drizzle-orm/node-postgres')).drizzle({ client: cliente as never, schema, logger }) as unknown as Db)
      : ((await import('drizzle-orm/pglite')).drizzle({ client: cliente as never, schema, logger }) as unknown as Db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-instrucoes-'));
  const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const { app } = await buildApp(config, { ...database, db, close: async () => undefined }, inject('segredoDosTestes'));
  await app.ready();
  return {
    app,
    instrucoes,
    fechar: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await api.db
    .update(matriculas)
    .set({ data_inicio: `${new Date().getFullYear() - 1}-01-01` })
    .where(eq(matriculas.turma_id, c.t6A.id));
  contador = await appQueConta(api.t.database);
});
afterAll(() => contador?.fechar());

async function contar(metodo: 'GET' | 'PUT', url: string, corpo?: object) {
  const cookie = await api.sessao('professor');
  const res0 = await contador.app.inject({
    method: metodo,
    url,
    headers: { origin: ORIGIN, cookie },
    ...(corpo ? { payload: corpo } : {}),
  });
  void res0;
  contador.instrucoes.length = 0;
  const res = await contador.app.inject({
    method: metodo,
    url,
    headers: { origin: ORIGIN, cookie },
    ...(corpo ? { payload: corpo } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return [...contador.instrucoes];
}

describe('statements per request', () => {
  it('roll call', async () => {
    const [d1, d2] = await diasLetivosLivres(api.db, c.t6A.id, c.portugues.id, 2);
    const corpo = (data: string) => ({
      turma_id: c.t6A.id,
      disciplina_id: c.portugues.id,
      data,
      itens: c.alunos6A.map((a, i) => ({
        aluno_id: a.id,
        presente: i !== 3,
        justificativa: null,
        observacoes: null,
        updated_at: null,
      })),
    });
    const cookie = await api.sessao('professor');
    await contador.app.inject({
      method: 'PUT',
      url: '/api/frequencias/chamada',
      headers: { origin: ORIGIN, cookie },
      payload: corpo(d1!),
    });
    contador.instrucoes.length = 0;
    const res = await contador.app.inject({
      method: 'PUT',
      url: '/api/frequencias/chamada',
      headers: { origin: ORIGIN, cookie },
      payload: corpo(d2!),
    });
    expect(res.statusCode, res.body).toBe(200);
    console.log(contador.instrucoes.length, contador.instrucoes.join('\n---\n'));
  });
  it('sheet, roster, annual', async () => {
    for (const url of [
      `/api/notas/planilha?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}&bimestre=1`,
      `/api/turmas/${c.t6A.id}/alunos?pagina=1&por_pagina=50`,
      `/api/fechamentos-anuais/alunos?turma_id=${c.t6A.id}`,
      `/api/fechamentos-bimestrais?turma_id=${c.t6A.id}`,
    ]) {
      const i = await contar('GET', url);
      console.log(url, i.length, i.join('\n---\n'));
    }
  });
});
