#!/usr/bin/env node
/**
 * The JavaScript budget: what a cold browser downloads before a page can show, brotli-compressed as
 * the server sends it (the build's .br twins) — the entry with its static imports, plus the lazily
 * loaded modules the page renders straight away and theirs. e2e/orcamento-js.spec.ts measures the
 * same pages in Chromium (every script the page fetched, lazy ones included) against the same budgets.
 * Prints each page against its budget and exits 1 above it. Runs at the end of `npm run build`.
 *
 *   node scripts/orcamento-js.mjs [--outDir <pasta>]   (or GESTAO_DIST_DIR; default dist/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const KB = 1000;
// Issue 25's goal: /login ≤ 150 kB and a cold dashboard ≤ 250 kB compressed (it measured 172 and 364).
const PAGINAS = [
  { nome: '/login', orcamento: 150 * KB, modulos: ['features/auth/routes/login-page.tsx'] },
  {
    nome: 'dashboard',
    orcamento: 250 * KB,
    modulos: ['features/shell/components/app-layout.tsx', 'features/dashboard/routes/dashboard-page.tsx'],
  },
];

const raiz = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = process.argv.indexOf('--outDir');
const dist = path.resolve(
  raiz,
  arg > 0 && process.argv[arg + 1] ? process.argv[arg + 1] : (process.env.GESTAO_DIST_DIR ?? 'dist'),
);
const arquivoManifesto = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(arquivoManifesto)) {
  console.error(`orcamento-js: ${arquivoManifesto} não existe; rode "vite build" (com build.manifest) antes.`);
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
const manifesto = JSON.parse(fs.readFileSync(arquivoManifesto, 'utf8'));

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function estaticos(chave, vistos = new Set()) {
  const chunk = manifesto[chave];
  if (!chunk) throw new Error(`orcamento-js: "${chave}" não está no manifesto; atualize PAGINAS em scripts/orcamento-js.mjs.`);
  if (vistos.has(chunk.file)) return vistos;
  vistos.add(chunk.file);
  for (const i of chunk.imports ?? []) estaticos(i, vistos);
  return vistos;
}

const tamanhos = new Map();
/** As vite.config.ts's preComprimir writes it (the highest quality). */
function comprimido(arquivo) {
  if (!tamanhos.has(arquivo)) {
    const dados = fs.readFileSync(path.join(dist, arquivo));
    const br = zlib.brotliCompressSync(dados, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: dados.length,
      },
    });
    tamanhos.set(arquivo, Math.min(br.length, dados.length));
  }
  return tamanhos.get(arquivo);
}

const entrada = Object.keys(manifesto).find((k) => manifesto[k].isEntry);
let acima = false;
for (const pagina of PAGINAS) {
  const arquivos = new Set();
  for (const chave of [entrada, ...pagina.modulos]) for (const f of estaticos(chave)) arquivos.add(f);
  const js = [...arquivos].filter((f) => f.endsWith('.js'));
  const total = js.reduce((soma, f) => soma + comprimido(f), 0);
  const ok = total <= pagina.orcamento;
  acima ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} JS inicial de ${pagina.nome}: ${(total / KB).toFixed(1)} kB brotli em ${js.length} arquivos (orçamento ${pagina.orcamento / KB} kB)`,
  );
  if (!ok) {
    for (const f of js.sort((a, b) => comprimido(b) - comprimido(a)).slice(0, 5))
      console.log(`    ${f}: ${(comprimido(f) / KB).toFixed(1)} kB`);
  }
}
if (acima) {
  console.error('orcamento-js: JavaScript inicial acima do orçamento.');
  process.exit(1);
}
