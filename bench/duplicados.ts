/**
 * `npm run bench:duplicados`: the scale goal of the duplicate check (issue 26) — checking one new
 * student against a network of 100,000 (procurarDuplicados, what the student form and each import
 * line call) stays under 20 ms, with the indexes shown by EXPLAIN.
 *
 * The check reads only `alunos` (and the school's name), so the benchmark builds its own network in
 * seconds instead of the full bench:generate one: DATABASE_URL (default …/gestao_bench_duplicados,
 * recreated; only databases named gestao_bench… are touched), the app's migrations, one network of
 * 200 schools and BENCH_ALUNOS (100,000) students with birth dates spread over 2008–2019 (~23 per
 * day, as in bench:importacao), a mother's name, and CPF, NIS, birth certificate and INEP code on most.
 * Then BENCH_AMOSTRAS (500) single checks, each of a student typed anew: half an existing child
 * (some with the CPF, some by name and birth date only, some with a typo in the name), half a new one.
 * Prints the EXPLAIN (ANALYZE, BUFFERS) of one check, then the median and p95.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DadosComparaveis } from '../domain/aluno/duplicados';
import { type Db, type Database, migrateDatabase } from '../server/db/client';
import * as schema from '../server/db/schema';
import { procurarDuplicados } from '../server/services/duplicados/procurar';
import { comBanco, exigirBancoDoBench, recriarBanco, URL_PADRAO } from './lib/banco';
import { percentis } from './lib/percentis';

const ALUNOS = Number(process.env.BENCH_ALUNOS ?? 100_000);
const AMOSTRAS = Number(process.env.BENCH_AMOSTRAS ?? 500);
const META_MS = 20;

async function gerarRede(pool: pg.Pool): Promise<string> {
  const {
    rows: [empresa],
  } = await pool.query<{ id: string }>(`insert into empresas (nome) values ('Rede do benchmark de duplicados') returning id`);
  await pool.query(`insert into escolas (empresa_id, nome) select $1, 'Escola ' || g from generate_series(1, 200) g`, [
    empresa!.id,
  ]);
  // Names from lists of first names and surnames, numbered syllables in the middle so that most are distinct.
  await pool.query(
    `
    with nomes as (select array['Ana','Bruno','Carla','Davi','Elisa','Fábio','Gabriela','Heitor','Íris','João','Larissa','Miguel','Natália','Otávio','Pedro','Rafaela'] n,
                          array['Silva','Souza','Oliveira','Santos','Conceição','Pereira','Lima','Araújo','Gonçalves','Ribeiro','Barbosa','Simões'] s),
         escolas_da_rede as (select array_agg(id order by nome) ids from escolas where empresa_id = $1)
    insert into alunos (empresa_id, escola_id, matricula, nome, data_nascimento, filiacao_1, cpf, nis, certidao_nascimento, codigo_inep)
    select $1, e.ids[1 + i % 200], 'B' || lpad(i::text, 7, '0'),
      n[1 + i % 16] || ' ' || chr(66 + (i / 16) % 20) || substr(md5(i::text), 1, 5) || ' ' || s[1 + (i / 7) % 12],
      date '2008-01-01' + ((i * 7919) % 4380),
      n[1 + (i + 5) % 16] || ' ' || s[1 + i % 12],
      case when i % 10 < 7 then lpad((10000000000 + i)::text, 11, '0') end,
      case when i % 2 = 0 then lpad((20000000000 + i)::text, 11, '0') end,
      case when i % 10 < 6 then lpad(i::text, 32, '7') end,
      case when i % 10 < 8 then lpad((300000000000 + i)::text, 12, '0') end
    from generate_series(1, $2::int) i, nomes, escolas_da_rede e`,
    [empresa!.id, ALUNOS],
  );
  await pool.query('analyze');
  return empresa!.id;
}

/** A student typed anew: an existing child in some form (k even) or a child the network does not have. */
function candidato(existentes: DadosComparaveis[], k: number): DadosComparaveis {
  const e = existentes[k % existentes.length]!;
  const vazio = { filiacao_2: null, nis: null, codigo_inep: null, certidao_nascimento: null };
  if (k % 2) {
    return { ...vazio, nome: `Criança Nova ${k}`, data_nascimento: e.data_nascimento, filiacao_1: 'Mãe Nova', cpf: null };
  }
  switch (k % 6) {
    case 0:
      return { ...vazio, nome: e.nome, data_nascimento: e.data_nascimento, filiacao_1: null, cpf: e.cpf };
    case 2:
      return { ...vazio, nome: e.nome.toUpperCase(), data_nascimento: e.data_nascimento, filiacao_1: e.filiacao_1, cpf: null };
    default:
      return { ...vazio, nome: `${e.nome.slice(0, -1)}x`, data_nascimento: e.data_nascimento, filiacao_1: null, cpf: null };
  }
}

async function main() {
  const url = process.env.DATABASE_URL ?? comBanco(URL_PADRAO, 'gestao_bench_duplicados');
  exigirBancoDoBench(url);
  console.log(`Rede de ${ALUNOS.toLocaleString('pt-BR')} alunos em ${new URL(url).pathname.slice(1)} (recriado)…`);
  await recriarBanco(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // The last query sent, to EXPLAIN exactly what the service runs.
  let ultima: { sql: string; params: unknown[] } = { sql: '', params: [] };
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => (ultima = { sql, params }) },
  }) as unknown as Db;
  const database: Database = { db, kind: 'postgres', pool, close: () => pool.end() };
  await migrateDatabase(database);
  const t0 = performance.now();
  const empresaId = await gerarRede(pool);
  console.log(`✔ rede gerada em ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { rows: existentes } = await pool.query<DadosComparaveis>(
    `select nome, data_nascimento::text, filiacao_1, filiacao_2, cpf, nis, codigo_inep, certidao_nascimento
     from alunos where empresa_id = $1 order by md5(id::text) limit $2`,
    [empresaId, AMOSTRAS],
  );

  await procurarDuplicados(db, empresaId, [candidato(existentes, 0)]);
  const plano = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${ultima.sql}`, ultima.params);
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) de uma verificação (CPF + nome e nascimento):');
  for (const l of plano.rows) console.log(`  ${l['QUERY PLAN']}`);

  for (let k = 0; k < 50; k++) await procurarDuplicados(db, empresaId, [candidato(existentes, k)]);
  const tempos: number[] = [];
  let achados = 0;
  for (let k = 0; k < AMOSTRAS; k++) {
    const c = candidato(existentes, k);
    const t = performance.now();
    const [lista] = await procurarDuplicados(db, empresaId, [c]);
    tempos.push(performance.now() - t);
    if (lista?.length) achados++;
  }
  const { mediana, p95 } = percentis(tempos);
  console.log(`\n${AMOSTRAS} verificações de um aluno (${achados} com algum duplicado encontrado):`);
  console.log(
    `  mediana ${mediana.toFixed(2)} ms · p95 ${p95.toFixed(2)} ms · meta < ${META_MS} ms: ${p95 < META_MS ? 'OK' : 'ACIMA'}`,
  );
  await database.close();
  if (p95 >= META_MS) process.exitCode = 1;
}

await main();
