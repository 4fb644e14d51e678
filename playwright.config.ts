import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, PORTA } from './e2e/support/servidor';

// Playwright loads this file in the runner and again in each worker; the server starts only
// from the runner, so only the runner needs the fresh data folder (a seeded demo network).
const dataDir = process.env.GESTAO_E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-e2e-'));
process.env.GESTAO_E2E_DATA_DIR = dataDir;
// The demo accounts' sessions of this run (e2e/support/session.ts, `entrar`): made on a role's first
// use and shared by the workers, which inherit the folder from the runner as they do the data folder.
process.env.GESTAO_E2E_SESSOES ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-e2e-sessoes-'));
// E2E_DATABASE_URL: a fresh, empty PostgreSQL database for the server (npm test creates one when
// TEST_DATABASE_URL is set). The server then does its SQL natively instead of in PGlite's
// single-threaded WebAssembly, the browser suite's largest cost on CI's two cores.
const databaseUrl = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Its own folder under test-results/, which Playwright empties at the start of a run: npm test keeps
  // the run's reports beside it (test-results/relatorio/).
  outputDir: 'test-results/navegador',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (app/public/sw.js) answers navigations and some reads itself, which
    // page.route cannot see; only the offline spec (e2e/chamada-offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORTA),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : {}),
    },
  },
});
