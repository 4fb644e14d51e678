import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const API = ['server/**/*.test.ts', 'test/**/*.test.ts'];
/** The security scorecard (`npm run test:security`, docs/security.md): its own project, run once. */
const SEGURANCA = 'test/seguranca/**/*.test.ts';
/** Server tests that need no database (pure functions, parsers, file formats) run with the unit tests. */
const SEM_BANCO = 'server/**/*.unit.test.ts';
const comPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The API test files whose behaviour can differ between the two engines, marked by a line
 * `// @motores: <why>` (transactions and locks, prepared statements, migrations and bootstrap, backup
 * and restore, text search, time zones; the rule is in docs/contributing.md). With PostgreSQL at hand
 * the suite runs whole there, what production uses, and only these again on PGlite.
 */
function marcadosParaOsDoisMotores(): string[] {
  return ['server', 'test'].flatMap((raiz) =>
    fs
      .readdirSync(raiz, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(raiz, f))
      .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.unit.test.ts'))
      .filter((f) => /^\/\/ @motores: /m.test(fs.readFileSync(f, 'utf8'))),
  );
}

/**
 * unit: pure rules (domain, app, and the server's `*.unit.test.ts`). api: the HTTP API through
 * app.inject on PGlite — every file without PostgreSQL, only the `@motores` files (of the scorecard
 * too) with it. api-pg: every
 * file on PostgreSQL (when TEST_DATABASE_URL is set), plus the `*.pg.test.ts` files of what only exists
 * there (the reports' own process). seguranca: the scorecard, on PostgreSQL when there is one.
 */
const api = (name: string, db: 'pglite' | 'postgres', include: string[], excluir: string[] = []) => ({
  test: {
    name,
    include,
    exclude: ['**/node_modules/**', SEM_BANCO, ...(db === 'pglite' ? ['**/*.pg.test.ts'] : []), ...excluir],
    env: { TEST_DB: db },
    globalSetup: ['test/global-setup.ts'],
    // A guard against a hung test, not a speed check: the walks over every route (canários, the
    // matrix) take 20 s on an idle two-core machine and passed 30 s under CI's load.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on CI's two cores that is one test file at a time,
    // with PGlite (in the worker) busy and the other core idle. Every file has its own database,
    // so they can all run side by side.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['domain/**/*.test.ts', 'app/**/*.test.ts', SEM_BANCO] } },
      // The marked files of the scorecard too: with PostgreSQL, the seguranca project runs there.
      comPostgres ? api('api', 'pglite', marcadosParaOsDoisMotores()) : api('api', 'pglite', API, [SEGURANCA]),
      ...(comPostgres ? [api('api-pg', 'postgres', API, [SEGURANCA])] : []),
      api('seguranca', comPostgres ? 'postgres' : 'pglite', [SEGURANCA]),
    ],
  },
});
