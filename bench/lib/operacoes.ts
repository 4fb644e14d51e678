import type pg from 'pg';
import { type AppCaptura, type Instrucao, repetir, trocar } from './captura';
import type { Cliente } from './http';
import { Esgotado } from './medida';
import { type Contexto, type Par, corpoDaChamada, restaurarChamadas } from './rede';

/** The hot operations of a school day, each as an HTTP request and as the SQL that request ran. */
export interface Operacao {
  chave: 'roster' | 'planilha' | 'chamada' | 'lista' | 'fechamentos';
  titulo: string;
  /** Workers for the throughput phase (a roll call needs one class and subject each). */
  concorrencia: number;
  api(trabalhador: number): Promise<void>;
  sql(trabalhador: number): Promise<void>;
  /** Statements per request, as captured. */
  instrucoes: number;
  /** How many of them the app sends as named prepared statements (the replay does the same). */
  preparadas: number;
  /** Puts the database back after a phase that wrote to it. */
  restaurar?(): Promise<void>;
}

const BUSCA = 'mar';
export const CONCORRENCIA = 8;

interface Sessoes {
  professor: string;
  gestor: string;
}

function caminhos(ctx: Contexto) {
  const p = ctx.pares[0]!;
  return {
    // The class page asks for 50 per page, the school's student list for 20 (app/features/alunos).
    roster: `/api/turmas/${p.turma_id}/alunos?pagina=1&por_pagina=50`,
    planilha: `/api/notas/planilha?turma_id=${p.turma_id}&disciplina_id=${p.disciplina_id}&bimestre=1`,
    lista: `/api/alunos?escola_id=${ctx.escola_id}&busca=${BUSCA}&pagina=1&por_pagina=20`,
    fechamentos: `/api/fechamentos-bimestrais?turma_id=${p.turma_id}`,
  };
}

/** Signs in on the capturing app too: its cookies are signed with its own secret. */
export async function entrarNaCaptura(cap: AppCaptura, email: string, senha: string): Promise<string> {
  const res = await cap.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password: senha },
  });
  const raw = res.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith('gestao.session_token='));
  if (res.statusCode !== 200 || !cookie) throw new Error(`login de captura de ${email} falhou: ${res.statusCode}`);
  return cookie.split(';')[0]!;
}

async function capturarGet(cap: AppCaptura, url: string, cookie: string): Promise<Instrucao[]> {
  return cap.capturar(async () => {
    const r = await cap.app.inject({ method: 'GET', url, headers: { cookie } });
    if (r.statusCode !== 200) throw new Error(`captura de GET ${url} → ${r.statusCode}: ${r.body.slice(0, 300)}`);
  });
}

/** The bimestres whose closing the list shows (open ones, made once and reused by later runs). */
const BIMESTRES_COM_FECHAMENTO = [1, 2, 3];

/** The class's closings list needs closings: the professor opens those of its first pair that are missing. */
async function garantirFechamentos(ctx: Contexto, cli: Cliente, professor: string, pool: pg.Pool) {
  const p = ctx.pares[0]!;
  const { rows } = await pool.query<{ bimestre: number }>(
    `select bimestre from fechamentos_bimestrais where turma_id = $1 and disciplina_id = $2`,
    [p.turma_id, p.disciplina_id],
  );
  for (const bimestre of BIMESTRES_COM_FECHAMENTO.filter((b) => !rows.some((r) => r.bimestre === b)))
    await cli.exigir('POST', '/api/fechamentos-bimestrais', {
      cookie: professor,
      corpo: { turma_id: p.turma_id, disciplina_id: p.disciplina_id, bimestre },
    });
}

function proximaData(p: Par): string {
  const d = p.livres.pop();
  if (!d) throw new Esgotado();
  p.usadas.push(d);
  return d;
}

/**
 * Captures each operation's SQL on the capturing app, then returns the operations bound to the
 * running server (cli + sessions) and to a plain pg pool for the direct runs.
 */
export async function prepararOperacoes(
  ctx: Contexto,
  cap: AppCaptura,
  capSessoes: Sessoes,
  cli: Cliente,
  sessoes: Sessoes,
  pool: pg.Pool,
): Promise<Operacao[]> {
  const c = caminhos(ctx);
  await garantirFechamentos(ctx, cli, sessoes.professor, pool);
  const lidas = {
    roster: await capturarGet(cap, c.roster, capSessoes.professor),
    planilha: await capturarGet(cap, c.planilha, capSessoes.professor),
    lista: await capturarGet(cap, c.lista, capSessoes.gestor),
    fechamentos: await capturarGet(cap, c.fechamentos, capSessoes.professor),
  };

  // One captured save per class and subject: concurrent workers never share rows to lock.
  const inicio = new Date();
  const chamadas: { data: string; instrucoes: Instrucao[] }[] = [];
  for (const p of ctx.pares) {
    const data = proximaData(p);
    const instrucoes = await cap.capturar(async () => {
      const r = await cap.app.inject({
        method: 'PUT',
        url: '/api/frequencias/chamada',
        headers: { cookie: capSessoes.professor, origin: 'http://localhost:3000' },
        payload: corpoDaChamada(p, data),
      });
      if (r.statusCode !== 200) throw new Error(`captura da chamada → ${r.statusCode}: ${r.body.slice(0, 300)}`);
    });
    chamadas.push({ data, instrucoes });
  }
  await restaurarChamadas(pool, ctx, inicio);

  const leitura = (chave: keyof typeof lidas, titulo: string, cookie: string): Operacao => ({
    chave,
    titulo,
    concorrencia: CONCORRENCIA,
    instrucoes: lidas[chave].length,
    preparadas: lidas[chave].filter((i) => i.nome).length,
    api: async () => void (await cli.exigir('GET', c[chave], { cookie })),
    sql: () => repetir(pool, lidas[chave]),
  });

  let desde = new Date();
  const par = (w: number) => w % ctx.pares.length;
  return [
    leitura('roster', '(1) alunos da turma', sessoes.professor),
    leitura('planilha', '(2) planilha de notas', sessoes.professor),
    {
      chave: 'chamada',
      titulo: `(3) salvar chamada (${ctx.pares[0]!.alunos.length} alunos)`,
      concorrencia: Math.min(4, ctx.pares.length),
      instrucoes: chamadas[0]!.instrucoes.length,
      preparadas: chamadas[0]!.instrucoes.filter((i) => i.nome).length,
      api: async (w) => {
        const p = ctx.pares[par(w)]!;
        await cli.exigir('PUT', '/api/frequencias/chamada', {
          cookie: sessoes.professor,
          corpo: corpoDaChamada(p, proximaData(p)),
        });
      },
      sql: async (w) => {
        const i = par(w);
        const p = ctx.pares[i]!;
        await repetir(pool, trocar(chamadas[i]!.instrucoes, chamadas[i]!.data, proximaData(p)));
      },
      restaurar: async () => {
        await restaurarChamadas(pool, ctx, desde);
        desde = new Date();
      },
    },
    leitura('lista', `(4) alunos da escola, busca "${BUSCA}"`, sessoes.gestor),
    leitura('fechamentos', '(6) fechamentos da turma', sessoes.professor),
  ];
}
