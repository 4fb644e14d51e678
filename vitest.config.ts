import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * unit: pure domain rules. api: the HTTP API through app.inject on PGlite; api-pg: the same
 * files again on PostgreSQL, only when TEST_DATABASE_URL is set, plus the `*.pg.test.ts` files of
 * what only exists with PostgreSQL (the reports' own process).
 */
const api = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: db === 'pglite' ? ['**/*.pg.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
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
    ],
  },
});
