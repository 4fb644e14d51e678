import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/seed/demo-data';
import { withDatabase } from './global-setup';
import { ORIGIN, sessionCookie, signIn } from './sessao';

export { ORIGIN, sessionCookie, signIn };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** This test file's DATA_DIR (uploaded files under arquivos/, backups under backups/). */
  dataDir: string;
  /** Signs in and returns the Cookie header value of the new session. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded demo database and an app on it, one per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await cloneDatabase();
  // Uploaded files and backups of a test file go to its own folder, removed at the end.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-api-'));
  const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir, ...env });
  // The run's key: the demo sessions signed in on the template (test/global-setup.ts) are valid here.
  const { app } = await buildApp(config, database, inject('segredoDosTestes'), beforeRoutes);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await signIn(app, email, password);
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function cloneDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url });
    await admin.pool!.query(`create database ${name} template ${template}`);
    await admin.close();
    return openDatabase({ url: withDatabase(url, name) });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  return openDatabase({ pglite: await PGlite.create({ loadDataDir: dump }) });
}
