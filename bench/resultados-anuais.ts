import type pg from 'pg';
import { type AppCaptura, repetir } from './lib/captura';
import type { Cliente } from './lib/http';
import { CONCORRENCIA } from './lib/operacoes';
import type { Contexto } from './lib/rede';
import type { Resultado } from './lib/relatorio';

/**
 * Bench case of issue 12 (Fechamento Anual): computing the annual results of the professor's fullest
 * class — every subject × student, the four bimester grades, the annual average, the recovery,
 * attendance and situation (GET /api/fechamentos-anuais/alunos) — as an HTTP request and as the same
 * SQL replayed through pg. Goals: ≤ 10× the class roster call, and full ÷ demo ≤ 1.5.
 */
export const META_ROSTER = 10;

export async function operacaoResultadosAnuais(
  ctx: Contexto,
  cap: AppCaptura,
  capSessoes: { professor: string },
  cli: Cliente,
  sessoes: { professor: string },
  pool: pg.Pool,
) {
  const url = `/api/fechamentos-anuais/alunos?turma_id=${ctx.pares[0]!.turma_id}`;
  const instrucoes = await cap.capturar(async () => {
    const r = await cap.app.inject({ method: 'GET', url, headers: { cookie: capSessoes.professor } });
    if (r.statusCode !== 200) throw new Error(`captura de GET ${url} → ${r.statusCode}: ${r.body.slice(0, 300)}`);
  });
  return {
    chave: 'resultados-anuais',
    titulo: `(5) resultados anuais da turma (${ctx.pares[0]!.alunos.length} alunos)`,
    concorrencia: CONCORRENCIA,
    instrucoes: instrucoes.length,
    preparadas: instrucoes.filter((i) => i.nome).length,
    api: async () => void (await cli.exigir('GET', url, { cookie: sessoes.professor })),
    sql: () => repetir(pool, instrucoes),
    restaurar: undefined,
  };
}

/** The annual results against the roster call of the same network: the "≤ 10× the roster" goal. */
export function relatorioResultadosAnuais(demo: Resultado[], rede: Resultado[]): string {
  const linha = (rotulo: string, r: Resultado[]) => {
    const anual = r.find((x) => x.chave === 'resultados-anuais');
    const roster = r.find((x) => x.chave === 'roster');
    if (!anual || !roster) return `${rotulo}: sem medida`;
    const q = anual.latencia.mediana / roster.latencia.mediana;
    return `${rotulo}: resultados anuais ${anual.latencia.mediana.toFixed(1)} ms ÷ alunos da turma ${roster.latencia.mediana.toFixed(1)} ms = ${q.toFixed(2)} (meta ≤ ${META_ROSTER}: ${q <= META_ROSTER ? 'OK' : 'ACIMA DA META'})`;
  };
  return ['Resultados anuais ÷ alunos da turma (latência mediana)', linha('demo', demo), linha('rede completa', rede)].join('\n');
}
