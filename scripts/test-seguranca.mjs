#!/usr/bin/env node
/**
 * `npm run test:security`: the security scorecard (docs/security.md) on its own — the API checks
 * (vitest project `seguranca`: authorization matrix, cross-network canaries, fuzz, lockout, idempotency,
 * locks, anonymisation scope, access-log declarations, headers, backup signature) and, when Chromium is
 * at /usr/bin/chromium, the browser checks (e2e/seguranca-*.spec.ts, on a fresh build). `npm test` runs
 * the same files as part of its suites.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

let ok = run('npx', ['vitest', 'run', '--project', 'seguranca']);
if (fs.existsSync(CHROMIUM)) {
  ok = run('npm', ['run', 'build']) && run('npx', ['playwright', 'test', 'e2e/seguranca-']) && ok;
} else {
  console.log(`\n⚠ navegador: PULADO — Chromium não encontrado em ${CHROMIUM} (instale com: apt-get install -y chromium)`);
  if (process.env.REQUIRE_ALL_SUITES === '1') ok = false;
}
process.exit(ok ? 0 : 1);
