import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** The security scorecard (`npm run test:security`): its own project, run once per `npm test`. */
const SEGURANCA = 'test/seguranca/**/*.test.ts';

/**
 * unit: pure domain rules. api: the HTTP API through app.inject on PGlite; api-pg: the same
 * files again on PostgreSQL, only when TEST_DATABASE_URL is set, plus the `*.pg.test.ts` files of
 * what only exists with PostgreSQL (the reports' own process). seguranca: the security scorecard
 * (docs/security.md), on PostgreSQL when there is one (what production uses), else on PGlite.
 */
const api = (name: string, db: 'pglite' | 'postgres', include = ['server/**/*.test.ts', 'test/**/*.test.ts']) => ({
  test: {
    name,
    include,
    exclude: [
      '**/node_modules/**',
      ...(db === 'pglite' ? ['**/*.pg.test.ts'] : []),
      ...(name === 'seguranca' ? [] : [SEGURANCA]),
    ],
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
      { test: { name: 'unit', include: ['domain/**/*.test.ts', 'app/**/*.test.ts'] } },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres')] : []),
      api('seguranca', process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', [SEGURANCA]),
    ],
  },
});
