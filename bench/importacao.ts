/**
 * `npm run bench:importacao`: the scale goal of issue 26 — a spreadsheet of 100,000 students imports
 * (analysis + run, through the same service the server's worker runs) in ≤ 2 minutes with the
 * memory bounded (the file streamed, never read whole).
 *
 * Generates the CSV (Windows-1252, ';', guardians with CPF, 2,500 classes of 40), stores it as an
 * upload would, and times each phase. With DATABASE_URL (a database named gestao_bench…, recreated)
 * it runs on PostgreSQL; without, on an embedded PGlite in memory. BENCH_LINHAS changes the size.
 * Prints the time of each phase, the SQL statements per batch of each phase (PostgreSQL only) and
 * the process's peak RSS; BENCH_PERFIL=1 adds the statements that took the most time.
 * BENCH_NODE_ARGS is not read here: profile with `node --cpu-prof --import tsx bench/importacao.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { adivinharMapeamento } from '../domain/importacao/campos';
import { hoje } from '../domain/academico/campos';
import { openDatabase, migrateDatabase } from '../server/db/client';
import { alunos, empresas, escolas, importacoes, matriculas, turmas } from '../server/db/schema';
import { LOTE } from '../server/services/importacoes/analise';
import { processarImportacoes } from '../server/services/importacoes/worker';
import { localStorage } from '../server/services/storage/local';
import { exigirBancoDoBench, recriarBanco } from './lib/banco';

const LINHAS = Number(process.env.BENCH_LINHAS ?? 100_000);
const POR_TURMA = 40;
const META_MS = 120_000;

/**
 * Every statement the pool's clients send, by its text (the first words, whitespace collapsed):
 * how many and how long, so "statements per batch" is counted, not guessed.
 */
const comandos = new Map<string, { n: number; ms: number }>();
function contarComandos() {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string } | undefined;
    const texto = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 90);
    const inicio = performance.now();
    const anotar = () => {
      const c = comandos.get(texto) ?? { n: 0, ms: 0 };
      c.n++;
      c.ms += performance.now() - inicio;
      comandos.set(texto, c);
    };
    const ultimo = args.length - 1;
    if (typeof args[ultimo] === 'function') {
      const cb = args[ultimo] as (...r: unknown[]) => void;
      args[ultimo] = (...r: unknown[]) => {
        anotar();
        cb(...r);
      };
      return original.apply(this, args);
    }
    const r = original.apply(this, args) as Promise<unknown> | undefined;
    void r?.then(anotar, anotar);
    return r;
  } as typeof pg.Client.prototype.query;
}

/** The statements counted since the last call, and the counters zeroed. */
function colherComandos() {
  const lista = [...comandos.entries()].map(([texto, c]) => ({ texto, ...c }));
  comandos.clear();
  return { total: lista.reduce((s, c) => s + c.n, 0), lista: lista.sort((a, b) => b.ms - a.ms) };
}

const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Davi',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Miguel',
  'Natália',
  'Otávio',
];
const SOBRENOMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Conceição',
  'Pereira',
  'Lima',
  'Araújo',
  'Gonçalves',
  'Ribeiro',
  'Barbosa',
  'Simões',
];

/** A valid CPF from a sequence number (the first 9 digits, then the two check digits). */
function cpfDe(n: number): string {
  const base = String(100_000_000 + n).slice(-9);
  const d = [...base].map(Number);
  for (const tam of [9, 10]) {
    let soma = 0;
    for (let i = 0; i < tam; i++) soma += d[i]! * (tam + 1 - i);
    const r = (soma * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** A made-up word per number (consonant-vowel syllables), so no two students share a name. */
function palavra(n: number): string {
  const c = 'bcdfgjlmnprstv';
  const v = 'aeiou';
  let p = '';
  do {
    p += c[n % c.length]! + v[Math.floor(n / c.length) % v.length]!;
    n = Math.floor(n / (c.length * v.length));
  } while (n > 0);
  return p[0]!.toUpperCase() + p.slice(1);
}

/** A day between 2008 and 2019, spread over the whole span (about 23 students per birth date at 100,000). */
function nascimento(i: number): string {
  const d = new Date(Date.UTC(2008, 0, 1) + ((i * 7919) % 4380) * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

function gerarCsv(arquivo: string, turmasNomes: string[]) {
  const saida = fs.openSync(arquivo, 'w');
  const escrever = (texto: string) => fs.writeSync(saida, Buffer.from(texto, 'latin1'));
  escrever(
    'Nome do aluno;Data de Nascimento;Nome da mãe;CPF;Sexo;Turma;Responsável;CPF do responsável;Telefone do responsável;Parentesco;CEP;Endereço;Bairro\r\n',
  );
  let bloco = '';
  for (let i = 0; i < LINHAS; i++) {
    const nome = `${NOMES[i % NOMES.length]} ${palavra(i * 7 + 3)} ${palavra(i * 31 + 17)} ${SOBRENOMES[(i * 7) % SOBRENOMES.length]}`;
    const nasc = nascimento(i);
    const mae = `${NOMES[(i + 5) % NOMES.length]} ${palavra(i + 7)} ${SOBRENOMES[i % SOBRENOMES.length]}`;
    const turma = turmasNomes[Math.floor(i / POR_TURMA) % turmasNomes.length];
    bloco += `${nome};${nasc};${mae};${cpfDe(i)};${i % 2 ? 'F' : 'M'};${turma};${mae};${cpfDe(500_000 + i)};(11) 9${String(i).padStart(4, '0')}-0000;Mãe;01310-100;Rua ${i};Centro\r\n`;
    if (bloco.length > 1 << 20) {
      escrever(bloco);
      bloco = '';
    }
  }
  escrever(bloco);
  fs.closeSync(saida);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (url) contarComandos();
  if (url) {
    exigirBancoDoBench(url);
    await recriarBanco(url);
  }
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  const db = database.db;
  const motor = url ? 'PostgreSQL' : 'PGlite (em memória)';

  const ano = Number(hoje().slice(0, 4));
  const [empresa] = await db.insert(empresas).values({ nome: 'Rede do benchmark de importação' }).returning();
  const [escola] = await db.insert(escolas).values({ empresa_id: empresa!.id, nome: 'Escola do benchmark' }).returning();
  const nTurmas = Math.ceil(LINHAS / POR_TURMA);
  const nomes = Array.from({ length: nTurmas }, (_, i) => `Turma ${i + 1}`);
  for (let i = 0; i < nomes.length; i += 1000)
    await db.insert(turmas).values(
      nomes.slice(i, i + 1000).map((nome) => ({
        empresa_id: empresa!.id,
        escola_id: escola!.id,
        nome,
        serie: '6º Ano',
        turno: 'matutino' as const,
        ano_letivo: ano,
        capacidade: POR_TURMA,
      })),
    );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-importacao-'));
  const csv = path.join(dir, 'alunos.csv');
  gerarCsv(csv, nomes);
  const tamanho = fs.statSync(csv).size;
  const arquivos = localStorage(path.join(dir, 'arquivos'));
  await arquivos.put('importacoes/bench.csv', fs.createReadStream(csv));
  // Only the header line: reading the whole file here would count its 17 MB in the peak RSS measured below.
  const inicio = Buffer.alloc(400);
  const fd = fs.openSync(csv, 'r');
  fs.readSync(fd, inicio, 0, inicio.length, 0);
  fs.closeSync(fd);
  const cabecalho = inicio.toString('latin1').split('\r\n')[0]!.split(';');
  const [imp] = await db
    .insert(importacoes)
    .values({
      empresa_id: empresa!.id,
      escola_id: escola!.id,
      arquivo_chave: 'importacoes/bench.csv',
      nome_arquivo: 'alunos.csv',
      tamanho,
      sha256: '0'.repeat(64),
      formato: 'csv',
      cabecalho,
      mapeamento: adivinharMapeamento(cabecalho),
      status: 'analisando',
    })
    .returning();

  let pico = process.memoryUsage().rss;
  let picoHeap = process.memoryUsage().heapUsed;
  const amostrador = setInterval(() => {
    const m = process.memoryUsage();
    pico = Math.max(pico, m.rss);
    picoHeap = Math.max(picoHeap, m.heapUsed);
  }, 100);
  const log = { error: (err: unknown) => console.error(err) };
  colherComandos();
  const t0 = performance.now();
  await processarImportacoes(db, arquivos, log);
  const t1 = performance.now();
  const comandosDaAnalise = colherComandos();
  const [analisada] = await db.select().from(importacoes).where(eq(importacoes.id, imp!.id));
  await db.update(importacoes).set({ status: 'importando', processadas: 0, tentativas: 0 }).where(eq(importacoes.id, imp!.id));
  await processarImportacoes(db, arquivos, log);
  const t2 = performance.now();
  clearInterval(amostrador);
  const comandosDaImportacao = colherComandos();
  const [fim] = await db.select().from(importacoes).where(eq(importacoes.id, imp!.id));
  const nAlunos = await db.$count(alunos, eq(alunos.empresa_id, empresa!.id));
  const nMatriculas = await db.$count(matriculas, eq(matriculas.empresa_id, empresa!.id));

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nImportação de ${LINHAS.toLocaleString('pt-BR')} alunos (${(tamanho / 1e6).toFixed(1)} MB, CSV Windows-1252) — ${motor}`,
  );
  console.log(
    `  análise:   ${s(t1 - t0)} (válidas ${analisada!.validas}, duplicadas ${analisada!.duplicadas}, recusadas ${analisada!.recusados})`,
  );
  console.log(
    `  importação: ${s(t2 - t1)} (criados ${fim!.criados}, recusados ${fim!.recusados}; ${nAlunos} alunos, ${nMatriculas} matrículas no banco)`,
  );
  console.log(`  total:     ${s(t2 - t0)} (meta ≤ ${s(META_MS)}) ${t2 - t0 <= META_MS ? '✓' : '✗'}`);
  console.log(
    `  pico de RSS do processo: ${(pico / 1024 / 1024).toFixed(0)} MB (heap JS em uso: até ${(picoHeap / 1024 / 1024).toFixed(0)} MB)`,
  );
  if (url) {
    const lotes = Math.ceil(LINHAS / LOTE);
    const porLote = (n: number) => (n / lotes).toFixed(1);
    console.log(
      `  comandos SQL: análise ${comandosDaAnalise.total} (${porLote(comandosDaAnalise.total)} por lote de ${LOTE}), importação ${comandosDaImportacao.total} (${porLote(comandosDaImportacao.total)} por lote)`,
    );
    if (process.env.BENCH_PERFIL)
      for (const [fase, c] of [
        ['análise', comandosDaAnalise],
        ['importação', comandosDaImportacao],
      ] as const) {
        console.log(`\n  ${fase}: os comandos mais demorados (n, ms no total, texto)`);
        for (const l of c.lista.slice(0, 12))
          console.log(`  ${String(l.n).padStart(6)} ${l.ms.toFixed(0).padStart(7)}  ${l.texto}`);
      }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  await database.close();
  if (fim!.status !== 'concluida' || t2 - t0 > META_MS) process.exitCode = 1;
}

await main();
