#!/usr/bin/env node
/**
 * `npm run lockfile:check` (also the first step of `npm test` and of CI): every package the
 * lockfile installs comes from the public npm registry and is pinned by its hash. Refused: a
 * `resolved` anywhere else (a git URL, a tarball on another host, a local folder or link) and an
 * entry without a sha512 `integrity`. Entries bundled inside another package's tarball
 * (`inBundle`) are covered by that package's hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REGISTRO = 'https://registry.npmjs.org/';
const raiz = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const arquivo = process.argv[2] ?? path.join(raiz, 'package-lock.json');

const lock = JSON.parse(fs.readFileSync(arquivo, 'utf8'));
const problemas = [];
if (!lock.packages || lock.lockfileVersion < 2)
  problemas.push(`lockfileVersion ${lock.lockfileVersion}: gere o lockfile com npm ≥ 7`);

for (const [local, pacote] of Object.entries(lock.packages ?? {})) {
  if (local === '') continue;
  if (pacote.link) {
    problemas.push(`${local}: link para ${pacote.resolved} (só pacotes do registro npm)`);
    continue;
  }
  if (pacote.inBundle) continue;
  // With omit-lockfile-registry-resolved npm leaves the registry's own URLs out; any other origin is always written.
  if (pacote.resolved !== undefined && !pacote.resolved.startsWith(REGISTRO))
    problemas.push(`${local}: resolvido de ${pacote.resolved}`);
  if (!/^\d+\.\d+\.\d+(?:[-+][\w.+-]*)?$/.test(pacote.version ?? ''))
    problemas.push(`${local}: versão "${pacote.version ?? ''}" não é uma versão publicada`);
  if (!/^sha512-[A-Za-z0-9+/]+={0,2}$/.test(pacote.integrity ?? '')) problemas.push(`${local}: sem integrity sha512`);
}

const nome = path.relative(process.cwd(), arquivo) || arquivo;
if (problemas.length) {
  console.error(
    `${nome}: ${problemas.length} ${problemas.length === 1 ? 'pacote fora da regra' : 'pacotes fora da regra'} (só ${REGISTRO}, com integrity):`,
  );
  for (const p of problemas) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`${nome}: ${Object.keys(lock.packages).length - 1} pacotes, todos do registro npm com integrity.`);
