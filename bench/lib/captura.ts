import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { LIMITE_MS } from './http';

export interface Instrucao {
  sql: string;
  params: unknown[];
  /** The prepared statement's name when the app sent it as one (server/lib/actor.ts, server/policies/escopo.ts). */
  nome?: string;
}

export interface AppCaptura {
  app: FastifyInstance;
  /** Runs one request and returns every statement it sent to the database, in order. */
  capturar(fazer: () => Promise<unknown>): Promise<Instrucao[]>;
  fechar(): Promise<void>;
}

/**
 * The same app, built in this process on a pool whose drizzle logger records every statement
 * (the auth session lookup included, as better-auth goes through the same drizzle instance).
 * That is the honest "same SQL" for the direct-driver comparison: nothing is retyped by hand.
 */
export async function appComCaptura(url: string): Promise<AppCaptura> {
  // A captured request stuck behind a lock fails instead of holding the benchmark.
  const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: LIMITE_MS, connectionTimeoutMillis: LIMITE_MS });
  let gravando: Instrucao[] | null = null;
  // drizzle's logger does not say which statements go prepared: pg's own query call does.
  const nomes = new Map<string, string>();
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...resto: unknown[]) => {
      const c = config as { name?: string; text?: string } | null;
      if (c && typeof c === 'object' && c.name && c.text) nomes.set(c.text, c.name);
      return original(config, ...resto);
    };
  });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => gravando?.push({ sql, params: [...params] }) },
  }) as unknown as Db;
  const database: Database = { db, kind: 'postgres', pool, close: () => pool.end() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-bench-captura-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, AUTH_RATE_LIMIT_MAX: '1000' });
  const { app } = await buildApp(config, database, crypto.randomBytes(32).toString('hex'));
  await app.ready();
  return {
    app,
    capturar: async (fazer) => {
      gravando = [];
      try {
        await fazer();
        return gravando.map((i) => (nomes.has(i.sql) ? { ...i, nome: nomes.get(i.sql) } : i));
      } finally {
        gravando = null;
      }
    },
    fechar: async () => {
      await app.close();
      await pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Replays one request's statements on one pooled connection, as the route ran them: the ones
 * the app prepares go prepared under the same name (PostgreSQL plans them once per connection).
 */
export async function repetir(pool: pg.Pool, instrucoes: Instrucao[]): Promise<void> {
  const c = await pool.connect();
  try {
    for (const i of instrucoes) await c.query({ text: i.sql, values: i.params, ...(i.nome ? { name: i.nome } : {}) });
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

/** The statements with one value replaced everywhere it appears (a roll call's date, say). */
export function trocar(instrucoes: Instrucao[], de: string, para: string): Instrucao[] {
  return instrucoes.map((i) => ({
    ...i,
    params: i.params.map((p) => (typeof p === 'string' && p.includes(de) ? p.split(de).join(para) : p)),
  }));
}
