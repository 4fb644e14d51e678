#!/usr/bin/env node
/**
 * `npm run sbom`: the software bill of materials (CycloneDX 1.5 JSON) of every package the
 * lockfile installs, production and development, with versions, licences and hashes, written
 * to sbom/gestao-escolar-<versão>.cdx.json (git-ignored). Built by npm itself from
 * package-lock.json (`npm sbom`), so it needs no extra tool and no node_modules.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const pacote = JSON.parse(fs.readFileSync(path.join(raiz, 'package.json'), 'utf8'));

const saida = execFileSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--sbom-type', 'application', '--package-lock-only'], {
  cwd: raiz,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  shell: process.platform === 'win32',
});
const bom = JSON.parse(saida);
// npm names the root after the folder it runs in (a clone may be called anything): use the package's name.
bom.metadata.component.name = pacote.name;

const destino = path.join(raiz, 'sbom', `${pacote.name}-${pacote.version}.cdx.json`);
fs.mkdirSync(path.dirname(destino), { recursive: true });
fs.writeFileSync(destino, `${JSON.stringify(bom, null, 2)}\n`);
console.log(
  `SBOM CycloneDX ${bom.specVersion}: ${bom.components.length} componentes em ${path.relative(process.cwd(), destino)}`,
);
