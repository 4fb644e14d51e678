/**
 * `npm run bench:relatorios`: the two questions of issue 13, through the real server over HTTP, on
 * the demo network and on the generated full-scale one.
 *
 * 1. The Relatório de Alunos PDF of the gestor's fullest class (every student × subject, the four
 *    bimesters, the PDF drawn on the server) as a ratio to the class roster call
 *    (`GET /api/turmas/:id/alunos`). Goal ≤ 20×.
 * 2. The attendance report of the gestor's whole school as a background job (POST /api/relatorios):
 *    it completes, and the roster call's p95 while it runs stays ≤ 2× its idle p95 — a report never
 *    makes the school day slow for everyone else.
 *
 * DATABASE_URL / DEMO_DATABASE_URL as in bench/run.ts. BENCH_AMOSTRAS (default 40) PDFs per network.
 */
import pg from 'pg';
import { nomeDoBanco } from './lib/banco';
import { Cliente } from './lib/http';
import { type Latencia, descreverLatencia, medirLatencia } from './lib/medida';
import { ajustarParaMedir } from './lib/preparo';
import { type Contas, carregarContexto } from './lib/rede';
import { medirAsDuasRedes } from './lib/duas-redes';
import { iniciarServidor } from './lib/servidor';
import { percentis } from './lib/percentis';

const AMOSTRAS = Number(process.env.BENCH_AMOSTRAS ?? 40);
const META_PDF = 20;
const META_CARGA = 2;
const LIMITE_JOB_MS = 10 * 60_000;

interface Medidas {
  turma: string;
  alunos: number;
  escola: string;
  alunosNaEscola: number;
  roster: Latencia;
  pdf: Latencia;
  job: { duracaoMs: number; status: string; tamanho: number | null; rosterDurante: Latencia };
}

/** The fullest class of the gestor's school (the roster and the PDF are of the same class). */
async function turmaMaisCheia(pool: pg.Pool, escolaId: string) {
  const {
    rows: [t],
  } = await pool.query<{ id: string; nome: string; ano_letivo: number; n: number }>(
    `select t.id, t.nome, t.ano_letivo, count(m.*)::int as n
     from turmas t join matriculas m on m.turma_id = t.id and m.status = 'ativa'
     where t.escola_id = $1 group by t.id order by n desc, t.nome limit 1`,
    [escolaId],
  );
  if (!t) throw new Error('a escola do gestor não tem turma com alunos');
  return t;
}

async function medirRede(rotulo: string, url: string, contas: Contas): Promise<Medidas> {
  console.log(`\n■ ${rotulo} (${nomeDoBanco(url)})`);
  await ajustarParaMedir(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const ctx = await carregarContexto(pool, contas, 1);
  const turma = await turmaMaisCheia(pool, ctx.escola_id);
  console.log(`  escola: ${ctx.escola} (${ctx.alunosNaEscola} alunos); turma: ${turma.nome} (${turma.n} alunos)`);
  const srv = await iniciarServidor(url);
  const cli = new Cliente(srv.base);
  const carga = new Cliente(srv.base);
  try {
    const gestor = await cli.entrar(contas.gestor, contas.senha);
    const rosterUrl = `/api/turmas/${turma.id}/alunos?pagina=1&por_pagina=50`;
    const rosterOp = async () => void (await cli.exigir('GET', rosterUrl, { cookie: gestor }));
    const roster = await medirLatencia(rosterOp, AMOSTRAS * 5, 20);
    const pdf = await medirLatencia(
      async () =>
        void (await cli.exigir('GET', `/api/turmas/${turma.id}/relatorio-alunos/exportar?formato=pdf`, { cookie: gestor })),
      AMOSTRAS,
      3,
    );

    // The school's attendance report, asked for as a user would; the roster is called one request
    // at a time from another connection until the job ends.
    const inicio = performance.now();
    const pedido = await carga.exigir('POST', '/api/relatorios', {
      cookie: gestor,
      corpo: { tipo: 'frequencia', formato: 'xlsx', parametros: { escola_id: ctx.escola_id, ano_letivo: turma.ano_letivo } },
    });
    const { id } = JSON.parse(pedido.corpo) as { id: string };
    const tempos: number[] = [];
    let estado = { status: 'pendente', tamanho: null as number | null };
    let proximaConsulta = 0;
    while (performance.now() - inicio < LIMITE_JOB_MS) {
      const t = performance.now();
      await rosterOp();
      tempos.push(performance.now() - t);
      if (performance.now() >= proximaConsulta) {
        proximaConsulta = performance.now() + 250;
        estado = JSON.parse((await carga.exigir('GET', `/api/relatorios/${id}`, { cookie: gestor })).corpo) as typeof estado;
        if (estado.status === 'concluido' || estado.status === 'erro') break;
      }
    }
    const duracaoMs = performance.now() - inicio;
    const job = { duracaoMs, status: estado.status, tamanho: estado.tamanho, rosterDurante: percentis(tempos) };
    const fmt = descreverLatencia;
    if (roster.falhas.n || pdf.falhas.n) process.exitCode = 1;
    console.log(`  alunos da turma, sem carga: ${fmt(roster)}`);
    console.log(`  Relatório de Alunos em PDF (${turma.n} alunos): ${fmt(pdf)}`);
    console.log(
      `  frequência da escola (${ctx.alunosNaEscola} alunos): ${estado.status} em ${(duracaoMs / 1000).toFixed(1)} s, ${
        estado.tamanho ?? 0
      } bytes; alunos da turma durante: ${fmt(job.rosterDurante)}`,
    );
    await pool.query(`delete from relatorios where id = $1`, [id]);
    return { turma: turma.nome, alunos: turma.n, escola: ctx.escola, alunosNaEscola: ctx.alunosNaEscola, roster, pdf, job };
  } finally {
    cli.fechar();
    carga.fechar();
    await srv.parar();
    await pool.end();
  }
}

const num = (v: number, d = 2) => v.toLocaleString('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d });
const ok = (v: number, meta: number) => (v <= meta ? 'OK' : 'ACIMA DA META');

async function main() {
  const { demo, rede } = await medirAsDuasRedes(medirRede);
  const linha = (rotulo: string, m: Medidas) => {
    const pdf = m.pdf.mediana / m.roster.mediana;
    const carga = m.job.rosterDurante.p95 / m.roster.p95;
    return [
      `${rotulo}:`,
      `  PDF do Relatório de Alunos (${m.alunos} alunos) ÷ alunos da turma (mediana): ${num(pdf, 1)}× — meta ≤ ${META_PDF}×: ${ok(pdf, META_PDF)}`,
      `  frequência da escola (${m.alunosNaEscola} alunos): ${m.job.status === 'concluido' ? 'concluído' : `NÃO CONCLUÍDO (${m.job.status})`} em ${num(
        m.job.duracaoMs / 1000,
        1,
      )} s`,
      `  p95 dos alunos da turma durante ÷ sem carga: ${num(m.job.rosterDurante.p95, 1)} ÷ ${num(m.roster.p95, 1)} ms = ${num(carga)}× — meta ≤ ${META_CARGA}×: ${ok(carga, META_CARGA)}`,
    ].join('\n');
  };
  console.log(`\n${linha('demo', demo)}\n${linha('rede completa', rede)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
