#!/usr/bin/env node
/**
 * `npm test`: every suite that can run on this machine — the lockfile check (registry only,
 * with integrity), format (Prettier), lint, typecheck, unit, API on PGlite, API on PostgreSQL when
 * TEST_DATABASE_URL is set, browser tests when Chromium is at /usr/bin/chromium. With
 * REQUIRE_ALL_SUITES=1 (CI) a skipped suite is a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-reports-'));
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, status: ok ? 'ok' : 'FALHOU' });
  return ok;
}

function skip(name, why) {
  console.log(`\n⚠ ${name}: PULADO — ${why}`);
  results.push({ name, status: `PULADO (${why})` });
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

run('lockfile', 'node', ['scripts/verificar-lockfile.mjs']);
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('lint', 'npx', ['eslint', '.']);
run('typecheck', 'npx', ['tsc', '--noEmit']);

const projects = ['unit', 'api'];
if (process.env.TEST_DATABASE_URL) projects.push('api-pg');
const vitestReport = path.join(reports, 'vitest.json');
run(`vitest (${projects.join(', ')})`, 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countVitest(vitestReport);
if (!process.env.TEST_DATABASE_URL) skip('api-pg', 'TEST_DATABASE_URL não definida');

if (fs.existsSync(CHROMIUM)) {
  if (run('build', 'npm', ['run', 'build'])) {
    const pwReport = path.join(reports, 'playwright.json');
    run('browser (Playwright + Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
    });
    countPlaywright(pwReport);
  }
} else {
  skip('browser', `Chromium não encontrado em ${CHROMIUM} (instale com: apt-get install -y chromium)`);
}

console.log('\nResumo:');
for (const r of results) console.log(`  ${r.name.padEnd(40)} ${r.status}`);
const failed = results.some((r) => r.status === 'FALHOU');
const skipped = results.some((r) => r.status.startsWith('PULADO'));
if (skipped && requireAll) console.log('\nREQUIRE_ALL_SUITES=1: uma suíte pulada conta como falha.');
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed || (skipped && requireAll) ? 1 : 0);
