import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/bootstrap';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or a PostgreSQL TEMPLATE database) instead of from scratch.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  const quiet = () => undefined;

  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `gestao_tpl_${process.pid}`;
    const admin = await openDatabase({ url });
    await admin.pool!.query(`drop database if exists ${template}`);
    await admin.pool!.query(`create database ${template}`);
    const tpl = await openDatabase({ url: withDatabase(url, template) });
    await prepareDatabase(tpl, { SEED_DEMO: 'true' }, quiet);
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
