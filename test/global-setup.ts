import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed/demo-data';
import { sessionCookie, signIn } from './sessao';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    /** The key every test file's app signs its cookies with, so the sessions below are valid in each copy. */
    segredoDosTestes: string;
    /** The Cookie header of each demo account, signed in once in the template (test/api.ts `sessao`). */
    sessoesDemo: Record<string, string>;
  }
}

/** The demo accounts most tests act as, by the part of the e-mail before '@demo.escola.br'. */
const CONTAS_DEMO = ['admin', 'empresa', 'empresa2', 'gestor', 'professor', 'aluno'];

/**
 * Signs the demo accounts in once, on the template database, with the run's key: every test file's copy
 * then holds these sessions, and a file no longer pays a sign-in (a password hash) per role.
 */
async function prepararSessoes(project: TestProject, database: Database) {
  const segredo = crypto.randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-sessoes-'));
  const config = loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir });
  const { app } = await buildApp(config, database, segredo);
  await app.ready();
  const sessoes: Record<string, string> = {};
  for (const quem of CONTAS_DEMO) {
    const res = await signIn(app, `${quem}@demo.escola.br`, DEMO_PASSWORD);
    if (res.statusCode !== 200) throw new Error(`login de ${quem} no modelo falhou: ${res.statusCode} ${res.body}`);
    sessoes[quem] = sessionCookie(res);
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  project.provide('segredoDosTestes', segredo);
  project.provide('sessoesDemo', sessoes);
}

/**
 * Migrates and seeds one database per run, with the demo accounts signed in; every test file then starts
 * from a copy of it (a PGlite data-dir dump, or a PostgreSQL TEMPLATE database) instead of from scratch.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  const quiet = () => undefined;

  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `gestao_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = await openDatabase({ url });
    await admin.pool!.query(`drop database if exists ${template}`);
    await admin.pool!.query(`create database ${template}`);
    const tpl = await openDatabase({ url: withDatabase(url, template) });
    await prepareDatabase(tpl, { SEED_DEMO: 'true' }, quiet);
    await prepararSessoes(project, tpl);
    await tpl.close();
    project.provide('pgTemplate', template);
    return async () => {
      const { rows } = await admin.pool!.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${template}_%`,
      ]);
      for (const r of rows) await admin.pool!.query(`drop database if exists ${r.datname} with (force)`);
      await admin.pool!.query(`drop database if exists ${template} with (force)`);
      await admin.close();
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  const database = await openDatabase({ pglite: pg });
  await prepareDatabase(database, { SEED_DEMO: 'true' }, quiet);
  await prepararSessoes(project, database);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
