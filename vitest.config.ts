import { defineConfig } from 'vitest/config';

/**
 * unit: pure domain rules. api: the HTTP API through app.inject on PGlite; api-pg: the same
 * files again on PostgreSQL, only when TEST_DATABASE_URL is set.
 */
const api = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['domain/**/*.test.ts', 'app/**/*.test.ts'] } },
      api('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'postgres')] : []),
    ],
  },
});
