/**
 * `npm run bench`: the hot operations (docs/performance.md) against the demo network and the generated
 * full-scale network, each through the real server over HTTP and as the same SQL sent straight
 * through `pg`. Prints latency full ÷ demo (goal ≤ 1.5) and throughput API ÷ SQL (goal ≥ 0.8).
 *
 * DATABASE_URL: the full network (npm run bench:generate); DEMO_DATABASE_URL: the demo one,
 * made here from the app's demo seed when missing. BENCH_SEGUNDOS: length of each throughput
 * phase (default 4), BENCH_RODADAS: alternating API/SQL phases whose median is reported (default 3),
 * BENCH_AQUECIMENTO: warm-up seconds per side (default 2), BENCH_TIMEOUT_S: how long one request may
 * take before it counts as failed (default 30). The roll-call saves are undone after every phase.
 * Failed requests are counted, printed with the first one's message and left out of the figures;
 * the run then ends with an error status.
 */
import pg from 'pg';
import { nomeDoBanco } from './lib/banco';
import { appComCaptura } from './lib/captura';
import { Cliente, LIMITE_MS } from './lib/http';
import { type Falhas, mediana, medirLatencia, medirVazao, somarFalhas } from './lib/medida';
import { entrarNaCaptura, prepararOperacoes } from './lib/operacoes';
import { ajustarParaMedir } from './lib/preparo';
import { type Contas, carregarContexto } from './lib/rede';
import { type Resultado, relatorio } from './lib/relatorio';
import { medirAsDuasRedes } from './lib/duas-redes';
import { iniciarServidor } from './lib/servidor';
import { operacaoResultadosAnuais, relatorioResultadosAnuais } from './resultados-anuais';

const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 4);
const AQUECIMENTO = Number(process.env.BENCH_AQUECIMENTO ?? 2);
const RODADAS = Number(process.env.BENCH_RODADAS ?? 3);
const AMOSTRAS = Number(process.env.BENCH_AMOSTRAS ?? 200);

async function medirRede(rotulo: string, url: string, contas: Contas): Promise<Resultado[]> {
  console.log(`\n■ ${rotulo} (${nomeDoBanco(url)})`);
  await ajustarParaMedir(url);
  // The direct runs and the clean-ups: a statement stuck behind a lock fails instead of waiting forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: LIMITE_MS, connectionTimeoutMillis: LIMITE_MS });
  const ctx = await carregarContexto(pool, contas, 4);
  console.log(
    `  escola: ${ctx.escola} (${ctx.alunosNaEscola} alunos); turma: ${ctx.pares[0]!.turma}, ${ctx.pares[0]!.disciplina} (${ctx.pares[0]!.alunos.length} alunos)`,
  );

  const cap = await appComCaptura(url);
  const srv = await iniciarServidor(url);
  const cli = new Cliente(srv.base);
  try {
    const capSessoes = {
      professor: await entrarNaCaptura(cap, contas.professor, contas.senha),
      gestor: await entrarNaCaptura(cap, contas.gestor, contas.senha),
    };
    const sessoes = {
      professor: await cli.entrar(contas.professor, contas.senha),
      gestor: await cli.entrar(contas.gestor, contas.senha),
    };
    const ops = await prepararOperacoes(ctx, cap, capSessoes, cli, sessoes, pool);
    const todas = [...ops, await operacaoResultadosAnuais(ctx, cap, capSessoes, cli, sessoes, pool)];
    await cap.fechar();

    const resultados: Resultado[] = [];
    for (const op of todas) {
      const escrita = Boolean(op.restaurar);
      const n = escrita ? Math.min(AMOSTRAS, 100) : AMOSTRAS;
      const latencia = await medirLatencia(() => op.api(0), n, escrita ? 10 : 30);
      await op.restaurar?.();
      const falhas: Falhas[] = [latencia.falhas];
      // Each side warms up at the same concurrency (JIT, pool connections, PostgreSQL's per-backend
      // caches), then API and SQL phases alternate so a slow moment of the VM hits both alike.
      const fase = async (f: (w: number) => Promise<void>, segundos: number) => {
        const v = await medirVazao(f, op.concorrencia, segundos);
        await op.restaurar?.();
        falhas.push(v.falhas);
        return v.porSegundo;
      };
      await fase((w) => op.api(w), AQUECIMENTO);
      await fase((w) => op.sql(w), AQUECIMENTO);
      const apis: number[] = [];
      const sqls: number[] = [];
      for (let i = 0; i < RODADAS; i++) {
        apis.push(await fase((w) => op.api(w), SEGUNDOS));
        sqls.push(await fase((w) => op.sql(w), SEGUNDOS));
      }
      const falhou = somarFalhas(...falhas);
      if (falhou.n) console.log(`  ${op.titulo}: ${falhou.n} requisições falharam; a primeira: ${falhou.primeira}`);
      const vazaoApi = mediana(apis);
      const vazaoSql = mediana(sqls);
      // Each round's two phases ran back to back: their ratio cancels what the VM did meanwhile.
      const razao = mediana(apis.map((a, i) => a / sqls[i]!));
      const rodadas = apis.map((a, i) => `${a.toFixed(0)}/${sqls[i]!.toFixed(0)}`).join(', ');
      console.log(
        `  ${op.titulo}: ${latencia.mediana.toFixed(1)} ms (p95 ${latencia.p95.toFixed(1)}), API/SQL por rodada ${rodadas} req/s, ${op.instrucoes} instruções (${op.preparadas} preparadas)`,
      );
      resultados.push({
        chave: op.chave,
        titulo: op.titulo,
        instrucoes: op.instrucoes,
        latencia,
        vazaoApi,
        vazaoSql,
        razao,
        falhas: falhou,
      });
    }
    return resultados;
  } finally {
    cli.fechar();
    await srv.parar();
    await pool.end();
  }
}

async function main() {
  const { demo, rede } = await medirAsDuasRedes(medirRede);
  console.log(`\n${relatorio(demo, rede)}`);
  console.log(`\n${relatorioResultadosAnuais(demo, rede)}`);
  // A run with failed requests measured less than it says: it ends with an error status.
  if ([...demo, ...rede].some((r) => r.falhas.n)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
