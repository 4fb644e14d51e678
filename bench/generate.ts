/**
 * `npm run bench:generate`: a municipal network at the scale the benchmark targets — 200 schools, 4 000
 * classes, 100 000 students, 20 million attendance marks, 2.4 million grade rows — in a fresh
 * PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/gestao_bench).
 * The schema comes from the app's own migrations; the data is set-based SQL. BENCH_ESCOLAS=10
 * generates a twentieth of it, for a quick try.
 */
import { prepareDatabase } from '../server/bootstrap';
import { openDatabase } from '../server/db/client';
import { URL_PADRAO, exigirBancoDoBench, recriarBanco } from './lib/banco';
import { gerarCadastros } from './gerador/cadastros';
import { lerIndices, religarRestricoes, removerIndices, tarefasIndices } from './gerador/indices';
import { SQL_CONFERE_TOTAIS, SQL_PARES, tarefasFrequencias, tarefasNotas, tarefasTotais } from './gerador/massa';
import { conectarCarga, emParalelo } from './gerador/paralelo';
import { CONTAS_BENCH, planoPadrao } from './gerador/plano';

const GRANDES = ['frequencias', 'notas', 'frequencias_totais'];
const PESO: Record<string, number> = { frequencias: 3, notas: 2, frequencias_totais: 1 };

async function main() {
  const url = process.env.DATABASE_URL ?? URL_PADRAO;
  const nome = exigirBancoDoBench(url);
  const plano = planoPadrao();
  const inicio = performance.now();
  let marco = inicio;
  const etapa = (texto: string) => {
    const agora = performance.now();
    console.log(`✔ ${texto.padEnd(60)} ${((agora - marco) / 1000).toFixed(1).padStart(6)} s`);
    marco = agora;
  };
  console.log(`Gerando a rede de ${plano.escolas} escolas em ${nome} (ano letivo ${plano.ano})…`);

  await recriarBanco(url);
  const database = await openDatabase({ url });
  await prepareDatabase(database, { SEED_DEMO: 'false' }, () => undefined);
  await database.close();
  etapa('banco criado, migrações aplicadas');

  const c1 = await conectarCarga(url);
  const c2 = await conectarCarga(url);
  try {
    const rede = await gerarCadastros(c1, plano);
    etapa(`cadastros: ${rede.turmas} turmas, ${rede.alunos} alunos, ${rede.professores} professores`);

    const indices = await lerIndices(c1, GRANDES);
    await removerIndices(c1, indices);
    // Autovacuum would start on the fresh tables mid-load; they are vacuumed once at the end.
    for (const t of GRANDES) await c1.query(`alter table ${t} set (autovacuum_enabled = false)`);
    await c1.query(SQL_PARES);
    etapa(`${indices.length} índices das tabelas grandes removidos; pares aluno × disciplina`);

    await emParalelo([c1, c2], tarefasFrequencias(plano, rede.empresaId));
    etapa(`frequências (${plano.aulasPorDisciplina} aulas por aluno e disciplina)`);
    await emParalelo([c1, c2], [...tarefasNotas(plano, rede.empresaId), ...tarefasTotais(plano, rede.empresaId)]);
    etapa(`notas (${plano.bimestresComNotas} bimestres) e totais de frequência`);

    await emParalelo(
      [c1, c2],
      tarefasIndices(indices, (t) => PESO[t] ?? 0),
      (m) => console.log(m),
    );
    await religarRestricoes(c1, indices);
    etapa('índices recriados');

    const outras = (
      await c1.query<{ t: string }>(
        `select relname as t from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and not relname = any($1)`,
        [GRANDES],
      )
    ).rows.map((r) => r.t);
    await emParalelo(
      [c1, c2],
      [
        ...GRANDES.map((t) => ({ nome: t, sql: `vacuum (analyze) ${t}` })),
        { nome: 'demais tabelas', sql: `analyze ${outras.join(', ')}` },
      ],
    );
    for (const t of GRANDES) await c1.query(`alter table ${t} reset (autovacuum_enabled)`);
    etapa('VACUUM ANALYZE');

    const { rows: amostra } = await c1.query<{ id: string }>(
      `select escola_id as id from bench_gen.aluno where s < 3 group by escola_id`,
    );
    const {
      rows: [confere],
    } = await c1.query<{ divergentes: number }>(SQL_CONFERE_TOTAIS, [amostra.map((r) => r.id)]);
    if (confere!.divergentes !== 0) throw new Error(`${confere!.divergentes} totais de frequência divergem das marcas`);
    await c1.query(`drop schema bench_gen cascade`);
    const tabelas = [
      'escolas',
      'turmas',
      'usuarios',
      'alunos',
      'matriculas',
      'atribuicoes',
      'notas',
      'frequencias',
      'frequencias_totais',
    ];
    const { rows: contagens } = await c1.query<Record<string, string>>(
      `select ${tabelas.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
    );
    etapa('conferência dos totais (3 escolas)');
    console.log(`\nTotal: ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    console.log(
      tabelas.map((t) => `  ${t.padEnd(20)} ${Number(contagens[0]![t]).toLocaleString('pt-BR').padStart(12)}`).join('\n'),
    );
    console.log(
      `\nContas (senha da demonstração): ${CONTAS_BENCH.gestor} (gestor da 1ª escola), ${CONTAS_BENCH.professor} (professor), ${CONTAS_BENCH.empresa}`,
    );
  } finally {
    await c1.end();
    await c2.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
