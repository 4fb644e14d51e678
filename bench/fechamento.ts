/**
 * `node --import tsx bench/fechamento.ts`: finalizing a bimonthly closing of the professor's fullest class
 * (`POST /api/fechamentos-bimestrais/:id/finalizar`: the figures of every student, the snapshot,
 * the lock, one transaction) against the demo network and the generated full-scale network,
 * through the real server over HTTP. Prints its latency as a ratio to the class roster call
 * (`GET /api/turmas/:id/alunos`, goal ≤ 10×) and full ÷ demo (goal ≤ 1.5), plus the list of the
 * class's closings with its live figures.
 *
 * DATABASE_URL / DEMO_DATABASE_URL as in bench/run.ts. BENCH_AMOSTRAS (default 60) finalizations
 * per network; the closing is put back to 'em_andamento' (snapshot, events and audit rows removed)
 * between samples, outside the timing.
 */
import pg from 'pg';
import { nomeDoBanco } from './lib/banco';
import { Cliente } from './lib/http';
import { type Latencia, descreverLatencia, medirLatencia } from './lib/medida';
import { ajustarParaMedir } from './lib/preparo';
import { type Contas, carregarContexto } from './lib/rede';
import { medirAsDuasRedes } from './lib/duas-redes';
import { iniciarServidor } from './lib/servidor';

const AMOSTRAS = Number(process.env.BENCH_AMOSTRAS ?? 60);
const META_RAZAO_ROSTER = 10;
const META_ESCALA = 1.5;

interface Medidas {
  alunos: number;
  turma: string;
  disciplina: string;
  roster: Latencia;
  finalizar: Latencia;
  lista: Latencia;
}

/** Times `op` one request at a time, running `antes` (not timed) before each. Milliseconds. */
async function medirComPreparo(antes: () => Promise<void>, op: () => Promise<void>, n: number, aquecimento: number) {
  for (let i = 0; i < aquecimento; i++) {
    await antes();
    await op();
  }
  const tempos: number[] = [];
  for (let i = 0; i < n; i++) {
    await antes();
    const t = performance.now();
    await op();
    tempos.push(performance.now() - t);
  }
  tempos.sort((a, b) => a - b);
  const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.max(0, Math.ceil((q / 100) * tempos.length) - 1))]!;
  return { mediana: p(50), p95: p(95), n: tempos.length, falhas: { n: 0, primeira: null } };
}

async function medirRede(rotulo: string, url: string, contas: Contas): Promise<Medidas> {
  console.log(`\n■ ${rotulo} (${nomeDoBanco(url)})`);
  await ajustarParaMedir(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const ctx = await carregarContexto(pool, contas, 1);
  const par = ctx.pares[0]!;
  console.log(`  turma: ${par.turma}, ${par.disciplina} (${par.alunos.length} alunos)`);
  const srv = await iniciarServidor(url);
  const cli = new Cliente(srv.base);
  try {
    const professor = await cli.entrar(contas.professor, contas.senha);
    // The closing of the 1st bimestre (made once, reused by later runs).
    const {
      rows: [existente],
    } = await pool.query<{ id: string }>(
      `select id from fechamentos_bimestrais where turma_id = $1 and disciplina_id = $2 and bimestre = 1`,
      [par.turma_id, par.disciplina_id],
    );
    const id =
      existente?.id ??
      (
        JSON.parse(
          (
            await cli.exigir('POST', '/api/fechamentos-bimestrais', {
              cookie: professor,
              corpo: { turma_id: par.turma_id, disciplina_id: par.disciplina_id, bimestre: 1 },
            })
          ).corpo,
        ) as { id: string }
      ).id;
    const reabrir = async () => {
      await pool.query(`delete from fechamentos_snapshots where fechamento_id = $1`, [id]);
      await pool.query(`delete from fechamentos_eventos where fechamento_id = $1`, [id]);
      await pool.query(`delete from auditoria where entidade_id = $1`, [id]);
      await pool.query(
        `update fechamentos_bimestrais set status = 'em_andamento', versao_snapshot = 0, data_fechamento = null, justificativa = 'bench' where id = $1`,
        [id],
      );
    };

    const roster = await medirLatencia(
      async () =>
        void (await cli.exigir('GET', `/api/turmas/${par.turma_id}/alunos?pagina=1&por_pagina=50`, { cookie: professor })),
      AMOSTRAS * 2,
      20,
    );
    const finalizar = await medirComPreparo(
      reabrir,
      async () =>
        void (await cli.exigir('POST', `/api/fechamentos-bimestrais/${id}/finalizar`, { cookie: professor, corpo: {} })),
      AMOSTRAS,
      5,
    );
    await reabrir();
    const lista = await medirLatencia(
      async () => void (await cli.exigir('GET', `/api/fechamentos-bimestrais?turma_id=${par.turma_id}`, { cookie: professor })),
      AMOSTRAS * 2,
      20,
    );
    const fmt = descreverLatencia;
    if (roster.falhas.n || lista.falhas.n) process.exitCode = 1;
    console.log(`  alunos da turma: ${fmt(roster)}`);
    console.log(`  finalizar fechamento (${par.alunos.length} alunos): ${fmt(finalizar)}`);
    console.log(`  lista de fechamentos da turma: ${fmt(lista)}`);
    return { alunos: par.alunos.length, turma: par.turma, disciplina: par.disciplina, roster, finalizar, lista };
  } finally {
    cli.fechar();
    await srv.parar();
    await pool.end();
  }
}

const num = (v: number, d = 2) => v.toLocaleString('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d });
const ok = (v: number, meta: number) => (v <= meta ? 'OK' : 'ACIMA');

async function main() {
  const { demo, rede } = await medirAsDuasRedes(medirRede);
  const linha = (titulo: string, d: Latencia, r: Latencia) =>
    `| ${titulo.padEnd(34)} | ${`${num(d.mediana, 1)} / ${num(d.p95, 1)}`.padEnd(11)} | ${`${num(r.mediana, 1)} / ${num(r.p95, 1)}`.padEnd(13)} | ${num(r.mediana / d.mediana).padEnd(11)} | ${ok(r.mediana / d.mediana, META_ESCALA).padEnd(5)} |`;
  console.log(`
Latência (ms, mediana / p95, uma requisição por vez) — meta: rede ÷ demo ≤ 1,50

| operação                           | demo        | rede completa | rede ÷ demo | meta  |
|------------------------------------|-------------|---------------|-------------|-------|
${linha('alunos da turma', demo.roster, rede.roster)}
${linha(`finalizar fechamento (${rede.alunos} alunos)`, demo.finalizar, rede.finalizar)}
${linha('lista de fechamentos da turma', demo.lista, rede.lista)}

Finalizar ÷ alunos da turma (mediana) — meta ≤ 10×: demo ${num(demo.finalizar.mediana / demo.roster.mediana, 1)}× (${ok(
    demo.finalizar.mediana / demo.roster.mediana,
    META_RAZAO_ROSTER,
  )}), rede completa ${num(rede.finalizar.mediana / rede.roster.mediana, 1)}× (${ok(
    rede.finalizar.mediana / rede.roster.mediana,
    META_RAZAO_ROSTER,
  )})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
