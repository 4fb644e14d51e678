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

/**
 * The statement budget of the teacher's hot paths (docs/performance.md): every statement a request
 * sends counts — the session lookup, the professor's reach, begin/commit and the access log included,
 * as the benchmark captures them. A change that adds a round trip to one of these routes fails here.
 */
const ORCAMENTO = { chamada: 8, planilha: 4, roster: 3, anual: 6 };
/** The list of a class's closings (with their live figures) costs about what the roster costs. */
const ALEM_DO_ROSTER_NA_LISTA = 2;

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
  // The class's closings list is measured with closings in it: their figures are part of its cost.
  for (const bimestre of [1, 2]) {
    const res = await api.enviar('POST', '/api/fechamentos-bimestrais', 'professor', {
      turma_id: c.t6A.id,
      disciplina_id: c.portugues.id,
      bimestre,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  contador = await appQueConta(api.t.database);
});
afterAll(() => contador?.fechar());

/** The statements of one request as the professor, after a first one (caches warm, as in use). */
async function contar(metodo: 'GET' | 'PUT', url: string, corpo?: () => object) {
  const cookie = await api.sessao('professor');
  const pedir = () =>
    contador.app.inject({ method: metodo, url, headers: { origin: ORIGIN, cookie }, ...(corpo ? { payload: corpo() } : {}) });
  const primeira = await pedir();
  expect(primeira.statusCode, primeira.body).toBe(200);
  contador.instrucoes.length = 0;
  const res = await pedir();
  expect(res.statusCode, res.body).toBe(200);
  return [...contador.instrucoes];
}

const listar = (instrucoes: string[]) => instrucoes.map((s, i) => `${i + 1}. ${s.slice(0, 160)}`).join('\n');

describe('statements per request on the hot paths', () => {
  it(`saving a roll call (PUT /api/frequencias/chamada): at most ${ORCAMENTO.chamada}`, async () => {
    const datas = await diasLetivosLivres(api.db, c.t6A.id, c.portugues.id, 2);
    const instrucoes = await contar('PUT', '/api/frequencias/chamada', () => ({
      turma_id: c.t6A.id,
      disciplina_id: c.portugues.id,
      // Each save a new day: every mark is new, as the benchmark's save.
      data: datas.shift(),
      itens: c.alunos6A.map((a, i) => ({
        aluno_id: a.id,
        presente: i !== 3,
        justificativa: null,
        observacoes: null,
        updated_at: null,
      })),
    }));
    expect(instrucoes.length, listar(instrucoes)).toBeLessThanOrEqual(ORCAMENTO.chamada);
  });

  it(`the grade sheet (GET /api/notas/planilha): at most ${ORCAMENTO.planilha}`, async () => {
    const instrucoes = await contar('GET', `/api/notas/planilha?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}&bimestre=1`);
    expect(instrucoes.length, listar(instrucoes)).toBeLessThanOrEqual(ORCAMENTO.planilha);
  });

  it(`the class roster (GET /api/turmas/:id/alunos) at most ${ORCAMENTO.roster}, the closings list near it`, async () => {
    const roster = await contar('GET', `/api/turmas/${c.t6A.id}/alunos?pagina=1&por_pagina=50`);
    expect(roster.length, listar(roster)).toBeLessThanOrEqual(ORCAMENTO.roster);
    const lista = await contar('GET', `/api/fechamentos-bimestrais?turma_id=${c.t6A.id}`);
    expect(lista.length, listar(lista)).toBeLessThanOrEqual(roster.length + ALEM_DO_ROSTER_NA_LISTA);
  });

  it(`the annual results (GET /api/fechamentos-anuais/alunos): at most ${ORCAMENTO.anual}`, async () => {
    const instrucoes = await contar('GET', `/api/fechamentos-anuais/alunos?turma_id=${c.t6A.id}`);
    expect(instrucoes.length, listar(instrucoes)).toBeLessThanOrEqual(ORCAMENTO.anual);
  });
});
