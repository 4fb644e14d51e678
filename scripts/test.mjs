#!/usr/bin/env node
/**
 * `npm test`: every suite that can run on this machine — the lockfile check (registry only,
 * with integrity), format (Prettier), lint, unused exports and files (knip), typecheck, unit, API on
 * PGlite, API on PostgreSQL when TEST_DATABASE_URL is set, browser tests when Chromium is at
 * /usr/bin/chromium. With REQUIRE_ALL_SUITES=1 (CI) a skipped suite is a failure. It prints each
 * suite's time and number of tests and the ten slowest test files, and keeps the run's
 * machine-readable results in test-results/relatorio/ (RELATORIO below).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';
/**
 * What the run leaves for whoever reads it afterwards (git-ignored, emptied at the start of each run):
 * vitest.json and playwright*.json (each tool's own JSON report), vitest-arquivos.json (each vitest file's
 * project, tests and time, its set-up included) and resumo.json (each suite's status, time and counts,
 * the totals and the slowest files). Beside Playwright's own output folders, which it empties itself.
 */
const RELATORIO = path.join('test-results', 'relatorio');
fs.rmSync(RELATORIO, { recursive: true, force: true });
fs.mkdirSync(RELATORIO, { recursive: true });
const inicio = new Date();
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each test file's time, per tool: [{ suite, arquivo, segundos }]. */
const arquivos = { vitest: [], navegador: [] };

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  const result = { name, status: ok ? 'ok' : 'FALHOU', seconds: Math.round((Date.now() - started) / 1000) };
  results.push(result);
  return result;
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
  const relatorios = Array.from({ length: shards }, (_, i) =>
    path.join(RELATORIO, shards > 1 ? `playwright-${i + 1}.json` : 'playwright.json'),
  );
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, i) => {
      const report = relatorios[i];
      // Each part its own output folder: Playwright names its artifact folders by worker number and
      // removes them when a test ends, so two parts in one folder delete each other's traces.
      const args = [
        'playwright',
        'test',
        '--reporter=list,json',
        ...(shards > 1 ? [`--shard=${i + 1}/${shards}`, `--output=test-results/parte-${i + 1}`] : []),
      ];
      const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(basePort + i) };
      // Each part its own data and its own sessions of the demo accounts (made against its own server).
      delete env.GESTAO_E2E_DATA_DIR;
      delete env.GESTAO_E2E_SESSOES;
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
        child.on('close', resolve);
      });
    }),
  );
  await apagarBancosDoNavegador(bancos);
  results.push({
    name: 'browser (Playwright + Chromium)',
    status: codes.every((c) => c === 0) ? 'ok' : 'FALHOU',
    seconds: Math.round((Date.now() - started) / 1000),
    testes: contarPlaywright(relatorios),
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

const somar = (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped });
const NENHUM = { passed: 0, failed: 0, skipped: 0 };
const lerJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

function countVitest(file) {
  const r = lerJson(file);
  if (!r) return NENHUM;
  const testes = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  Object.assign(totals, somar(totals, testes));
  return testes;
}

/** Each vitest project's files, tests and summed file time (the files of all projects run side by side). */
function projetosDoVitest(file) {
  const r = lerJson(file);
  if (!r) return [];
  const projetos = new Map();
  for (const a of r.arquivos) {
    const p = projetos.get(a.projeto) ?? { name: `  ${a.projeto}`, arquivos: 0, somaDosArquivos: 0, testes: NENHUM };
    projetos.set(a.projeto, {
      ...p,
      arquivos: p.arquivos + 1,
      somaDosArquivos: p.somaDosArquivos + a.segundos,
      testes: somar(p.testes, a.testes),
    });
    arquivos.vitest.push({ suite: a.projeto, arquivo: a.arquivo, segundos: a.segundos });
  }
  return [...projetos.values()].map((p) => ({ ...p, somaDosArquivos: Math.round(p.somaDosArquivos) }));
}

/** The browser's counts, and each spec file's time (its tests' durations, hooks and fixtures included). */
function contarPlaywright(files) {
  let testes = NENHUM;
  const porArquivo = new Map();
  const visitar = (suite, arquivo) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results) porArquivo.set(arquivo, (porArquivo.get(arquivo) ?? 0) + r.duration / 1000);
    for (const filha of suite.suites ?? []) visitar(filha, arquivo);
  };
  for (const file of files) {
    const r = lerJson(file);
    if (!r) continue;
    const { stats } = r;
    testes = somar(testes, { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped });
    for (const suite of r.suites) visitar(suite, path.join('e2e', suite.file));
  }
  for (const [arquivo, segundos] of porArquivo)
    arquivos.navegador.push({ suite: 'browser', arquivo, segundos: Math.round(segundos * 10) / 10 });
  Object.assign(totals, somar(totals, testes));
  return testes;
}

const contagem = (t) =>
  t ? `${t.passed + t.failed + t.skipped} testes (${t.passed} ok, ${t.failed} falhas, ${t.skipped} pulados)` : '';

const chromium = fs.existsSync(CHROMIUM);
await runTogether([
  { name: 'lockfile', cmd: 'node', args: ['scripts/verificar-lockfile.mjs'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  // Exports and files nothing uses (knip.json says where the entry points are).
  { name: 'lint:exports', cmd: 'npm', args: ['run', '--silent', 'lint:exports'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  // The browser suite serves dist/: built here, alongside the checks.
  ...(chromium ? [{ name: 'build', cmd: 'npm', args: ['run', 'build'] }] : []),
]);
const built = results.some((r) => r.name === 'build' && r.status === 'ok');

const projects = ['unit', 'api'];
if (process.env.TEST_DATABASE_URL) projects.push('api-pg');
// The security scorecard (docs/security.md): once, on PostgreSQL when there is one.
projects.push('seguranca');
const vitestReport = path.join(RELATORIO, 'vitest.json');
const vitestArquivos = path.join(RELATORIO, 'vitest-arquivos.json');
const vitest = run(
  `vitest (${projects.join(', ')})`,
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    '--reporter=./scripts/vitest-tempos.mjs',
  ],
  { VITEST_TEMPOS: vitestArquivos },
);
vitest.testes = countVitest(vitestReport);
// Each project on its own line under the vitest step: its tests, and its files' times added up.
results.push(...projetosDoVitest(vitestArquivos));
if (!process.env.TEST_DATABASE_URL) skip('api-pg', 'TEST_DATABASE_URL não definida');

if (!chromium) {
  skip('browser', `Chromium não encontrado em ${CHROMIUM} (instale com: apt-get install -y chromium)`);
} else if (built) {
  await runBrowserShards();
}

// The durations say where CI's time goes (it must stay within 30 minutes on a two-core machine).
const duracao = Math.round((Date.now() - inicio.getTime()) / 1000);
console.log('\nResumo:');
for (const r of results) {
  const tempo =
    r.somaDosArquivos !== undefined
      ? `${r.arquivos} arquivos, ${r.somaDosArquivos} s somados`
      : r.seconds === undefined
        ? ''
        : `${r.seconds} s`;
  console.log(`  ${r.name.padEnd(40)} ${(r.status ?? '').padEnd(8)} ${tempo.padEnd(26)} ${contagem(r.testes)}`);
}
console.log(`  ${'total'.padEnd(40)} ${''.padEnd(8)} ${`${duracao} s`.padEnd(26)} ${contagem(totals)}`);

const maisLentos = (lista) => [...lista].sort((a, b) => b.segundos - a.segundos).slice(0, 10);
const lentos = { vitest: maisLentos(arquivos.vitest), navegador: maisLentos(arquivos.navegador) };
for (const [titulo, lista] of [
  ['vitest (com a preparação do arquivo)', lentos.vitest],
  ['navegador', lentos.navegador],
]) {
  if (!lista.length) continue;
  console.log(`\nOs 10 arquivos mais lentos — ${titulo}:`);
  for (const a of lista) console.log(`  ${`${a.segundos} s`.padStart(8)}  ${a.suite.padEnd(10)} ${a.arquivo}`);
}

const failed = results.some((r) => r.status === 'FALHOU');
const skipped = results.some((r) => r.status?.startsWith('PULADO'));
fs.writeFileSync(
  path.join(RELATORIO, 'resumo.json'),
  JSON.stringify(
    {
      inicio: inicio.toISOString(),
      segundos: duracao,
      ok: !failed && !(skipped && requireAll),
      suites: results.map(({ name, status, seconds, arquivos: n, somaDosArquivos, testes }) => ({
        nome: name.trim(),
        status: status ?? null,
        segundos: seconds ?? null,
        arquivos: n ?? null,
        segundos_somados_dos_arquivos: somaDosArquivos ?? null,
        testes: testes ?? null,
      })),
      testes: totals,
      arquivos_mais_lentos: lentos,
    },
    null,
    2,
  ),
);
if (skipped && requireAll) console.log('\nREQUIRE_ALL_SUITES=1: uma suíte pulada conta como falha.');
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`Relatórios da execução (JSON do vitest e do Playwright, resumo.json) em ${RELATORIO}/`);
process.exit(failed || (skipped && requireAll) ? 1 : 0);
