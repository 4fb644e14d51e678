#!/usr/bin/env node
/**
 * `npm test`: every suite that can run on this machine — the lockfile check (registry only,
 * with integrity), format (Prettier), lint, typecheck, unit, API on PGlite, API on PostgreSQL when
 * TEST_DATABASE_URL is set, browser tests when Chromium is at /usr/bin/chromium. With
 * REQUIRE_ALL_SUITES=1 (CI) a skipped suite is a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
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
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, status: ok ? 'ok' : 'FALHOU', seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Several suites at once, each with its output held and printed whole when it ends: the static
 * checks and the build are single-threaded, and CI has two cores and a time limit.
 */
async function runTogether(steps) {
  const done = await Promise.all(
    steps.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}\n${output.trimEnd()}`);
            resolve({ name, status: code === 0 ? 'ok' : 'FALHOU', seconds: Math.round((Date.now() - started) / 1000) });
          });
        }),
    ),
  );
  results.push(...done);
}

/**
 * The browser suite in shards (E2E_SHARDS), each its own Playwright run with its own server, port,
 * freshly seeded data folder and output folder, so no test sees another's changes.
 */
async function runBrowserShards() {
  // One part by default: two parts on two cores saturate them and the slowest journeys pass their
  // 30 s limit. More cores: E2E_SHARDS=2 (or more) divides the suite's time.
  const shards = Number(process.env.E2E_SHARDS ?? 1);
  const basePort = Number(process.env.E2E_PORT ?? 3123);
  const started = Date.now();
  const bancos = await criarBancosDoNavegador(shards);
  console.log(
    `\n▶ browser (Playwright + Chromium): ${shards} parte(s) em paralelo, servidor em ${bancos.length ? 'PostgreSQL' : 'PGlite'}`,
  );
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const report = path.join(reports, `playwright-${i + 1}.json`);
      // Each part its own output folder: Playwright names its artifact folders by worker number and
      // removes them when a test ends, so two parts in one folder delete each other's traces.
      const args = [
        'playwright',
        'test',
        '--reporter=list,json',
        ...(shards > 1 ? [`--shard=${i + 1}/${shards}`, `--output=test-results/parte-${i + 1}`] : []),
      ];
      const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(basePort + i) };
      delete env.GESTAO_E2E_DATA_DIR;
      if (bancos[i]) env.E2E_DATABASE_URL = bancos[i];
      else delete env.E2E_DATABASE_URL;
      return new Promise((resolve) => {
        const child = spawn('npx', args, { env });
        const prefix = shards > 1 ? `[${i + 1}/${shards}] ` : '';
        for (const stream of [child.stdout, child.stderr]) {
          let pending = '';
          stream.on('data', (d) => {
            const lines = (pending + d).split('\n');
            pending = lines.pop();
            for (const line of lines) console.log(prefix + line);
          });
          stream.on('end', () => pending && console.log(prefix + pending));
        }
        child.on('close', (code) => {
          countPlaywright(report);
          resolve(code);
        });
      });
    }),
  );
  await apagarBancosDoNavegador(bancos);
  results.push({
    name: 'browser (Playwright + Chromium)',
    status: codes.every((c) => c === 0) ? 'ok' : 'FALHOU',
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

/**
 * With TEST_DATABASE_URL, each part's server runs on its own new PostgreSQL database: the same
 * journeys take far less CPU than on PGlite (WebAssembly, one thread, inside the server process).
 * The embedded database stays covered by the API suite, which runs every route on it.
 */
async function criarBancosDoNavegador(shards) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [];
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const urls = [];
  for (let i = 1; i <= shards; i++) {
    const nome = `gestao_e2e_${process.pid}_${i}`;
    await admin.query(`drop database if exists ${nome} with (force)`);
    await admin.query(`create database ${nome}`);
    const u = new URL(url);
    u.pathname = `/${nome}`;
    urls.push(u.toString());
  }
  await admin.end();
  return urls;
}

async function apagarBancosDoNavegador(urls) {
  if (!urls.length) return;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const u of urls) await admin.query(`drop database if exists ${new URL(u).pathname.slice(1)} with (force)`);
  await admin.end();
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

const chromium = fs.existsSync(CHROMIUM);
await runTogether([
  { name: 'lockfile', cmd: 'node', args: ['scripts/verificar-lockfile.mjs'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  // The browser suite serves dist/: built here, alongside the checks.
  ...(chromium ? [{ name: 'build', cmd: 'npm', args: ['run', 'build'] }] : []),
]);
const built = results.some((r) => r.name === 'build' && r.status === 'ok');

const projects = ['unit', 'api'];
if (process.env.TEST_DATABASE_URL) projects.push('api-pg');
// The security scorecard (docs/security.md): once, on PostgreSQL when there is one.
projects.push('seguranca');
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

if (!chromium) {
  skip('browser', `Chromium não encontrado em ${CHROMIUM} (instale com: apt-get install -y chromium)`);
} else if (built) {
  await runBrowserShards();
}

console.log('\nResumo:');
// The durations say where CI's time goes (it must stay within 45 minutes on a two-core machine).
for (const r of results)
  console.log(`  ${r.name.padEnd(40)} ${r.status.padEnd(8)} ${r.seconds === undefined ? '' : `${r.seconds} s`}`);
const failed = results.some((r) => r.status === 'FALHOU');
const skipped = results.some((r) => r.status.startsWith('PULADO'));
if (skipped && requireAll) console.log('\nREQUIRE_ALL_SUITES=1: uma suíte pulada conta como falha.');
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed || (skipped && requireAll) ? 1 : 0);
