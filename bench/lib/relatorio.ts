import type { Falhas, Latencia } from './medida';

export interface Resultado {
  chave: string;
  titulo: string;
  instrucoes: number;
  latencia: Latencia;
  /** Medians of each side's rounds. */
  vazaoApi: number;
  vazaoSql: number;
  /** API ÷ SQL: the median of the rounds' ratios (each round measures both sides in turn). */
  razao: number;
  /** Requests (API or SQL, any phase) that failed: left out of the figures above. */
  falhas: Falhas;
}

const META_LATENCIA = 1.5;
/** Issue 24: the API at its SQL's speed on every operation. */
const META_VAZAO = 0.8;

const ms = (v: number) => v.toFixed(1).replace('.', ',');
const rs = (v: number) => v.toFixed(0);
const razao = (v: number) => v.toFixed(2).replace('.', ',');
const veredito = (ok: boolean) => (ok ? 'OK' : 'ABAIXO DA META');

function tabela(cabecalho: string[], linhas: string[][]): string {
  const larguras = cabecalho.map((c, i) => Math.max(c.length, ...linhas.map((l) => l[i]!.length)));
  const linha = (cols: string[]) => `| ${cols.map((c, i) => c.padEnd(larguras[i]!)).join(' | ')} |`;
  return [linha(cabecalho), `|${larguras.map((l) => '-'.repeat(l + 2)).join('|')}|`, ...linhas.map(linha)].join('\n');
}

/** Markdown tables, so the output can be pasted into docs/performance.md as printed. */
export function relatorio(demo: Resultado[], rede: Resultado[]): string {
  const latencias = rede.map((r) => {
    const d = demo.find((x) => x.chave === r.chave)!;
    const q = r.latencia.mediana / d.latencia.mediana;
    return [
      r.titulo,
      `${ms(d.latencia.mediana)} / ${ms(d.latencia.p95)}`,
      `${ms(r.latencia.mediana)} / ${ms(r.latencia.p95)}`,
      razao(q),
      veredito(q <= META_LATENCIA),
    ];
  });
  const vazoes = rede.map((r) => {
    const d = demo.find((x) => x.chave === r.chave)!;
    const q = r.razao;
    return [
      r.titulo,
      String(r.instrucoes),
      `${rs(d.vazaoApi)} / ${rs(d.vazaoSql)}`,
      `${rs(r.vazaoApi)} / ${rs(r.vazaoSql)}`,
      razao(q),
      veredito(q >= META_VAZAO),
    ];
  });
  const falhas = [...demo.map((r) => ['demo', r] as const), ...rede.map((r) => ['rede completa', r] as const)]
    .filter(([, r]) => r.falhas.n)
    .map(([rotulo, r]) => `- ${r.titulo} (${rotulo}): ${r.falhas.n} falhas; a primeira: ${r.falhas.primeira}`);
  return [
    ...(falhas.length ? ['REQUISIÇÕES COM FALHA (fora dos números abaixo):', ...falhas, ''] : []),
    `Latência (ms, mediana / p95, uma requisição por vez) — meta: rede ÷ demo ≤ ${razao(META_LATENCIA)}`,
    '',
    tabela(['operação', 'demo', 'rede completa', 'rede ÷ demo', 'meta'], latencias),
    '',
    `Vazão (requisições/s, concorrentes, mediana de cada lado) — meta: API ÷ SQL direto (pg) na rede completa, mediana das rodadas, ≥ ${razao(META_VAZAO)}`,
    '',
    tabela(['operação', 'SQL/req', 'demo API / SQL', 'rede API / SQL', 'API ÷ SQL', 'meta'], vazoes),
  ].join('\n');
}
