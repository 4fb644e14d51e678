import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CalendarioLetivo, aulasPrevistas } from '../../../domain/calendario';
import {
  type AlunoNoFechamento,
  type FigurasDoFechamento,
  type SituacaoNoFechamento,
  figurasDoFechamento,
  percentualComUmaCasa,
  situacaoNoFechamento,
} from '../../../domain/fechamento/figuras';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { fechamentosSnapshots, matriculas } from '../../db/schema';
import { carregarCalendario } from '../calendario';
import { notaDe, notasDaTurma } from '../notas-do-bimestre';
import { type RegrasComVersao, regrasDaEmpresa } from '../regras-escolares';

/** What the figures of a closing are computed from: its row and its subject's yearly load. */
export interface FechamentoParaFiguras {
  id: string;
  empresa_id: string;
  turma_id: string;
  disciplina_id: string;
  bimestre: number;
  ano_letivo: number;
  status: string;
  versao_snapshot: number;
  /** The override typed for the closing, else null. */
  aulas_previstas: number | null;
  carga_horaria: number;
}

/** A student's line in a closing: the grade, the roll calls and the situação. */
interface LinhaDoAluno extends AlunoNoFechamento {
  aluno_id: string;
  nota_bruta: number | null;
  percentual_frequencia: number | null;
  situacao: SituacaoNoFechamento;
}

export interface FigurasCalculadas extends FigurasDoFechamento {
  aulas_previstas: number;
  aulas_dadas: number;
  prazo: string | null;
  /** Per student (live roster while open, the latest snapshot once finalized). */
  linhas: LinhaDoAluno[];
}

/** A closing is read from its latest snapshot once finalized or approved. */
const doSnapshot = (f: Pick<FechamentoParaFiguras, 'status' | 'versao_snapshot'>) =>
  f.status !== 'em_andamento' && f.versao_snapshot > 0;

/** Calendars and rules read once per network (and year) of a set of closings, and the classes' rosters. */
export class Contexto {
  private calendarios = new Map<string, Promise<CalendarioLetivo>>();
  private regras = new Map<string, Promise<RegrasComVersao>>();
  /** The active students of a class, when a caller read them already. */
  readonly rosters = new Map<string, string[]>();
  constructor(private db: Db | Tx) {}
  /** What a caller read with the class (camposDoContexto): not read again. */
  conhecer(empresaId: string, ano: number, calendario: CalendarioLetivo, regras: RegrasComVersao) {
    this.calendarios.set(`${empresaId}:${ano}`, Promise.resolve(calendario));
    this.regras.set(empresaId, Promise.resolve(regras));
  }
  calendario(empresaId: string, ano: number) {
    const k = `${empresaId}:${ano}`;
    if (!this.calendarios.has(k)) this.calendarios.set(k, carregarCalendario(this.db, empresaId, ano));
    return this.calendarios.get(k)!;
  }
  regrasDe(empresaId: string) {
    if (!this.regras.has(empresaId)) this.regras.set(empresaId, regrasDaEmpresa(this.db, empresaId));
    return this.regras.get(empresaId)!;
  }
}

/**
 * The figures of a set of closings (a page of the list, one closing, a finalization), set-based:
 * one query for the roster of their classes, one for the roll calls of all of them (per student
 * and the lesson dates, inside each bimestre's dates), one for the snapshots, and the grades
 * of each class in one or two (notasDaTurma) — never a query per student.
 */
export async function calcularFiguras(
  db: Db | Tx,
  fechamentos: readonly FechamentoParaFiguras[],
  ctx = new Contexto(db),
): Promise<Map<string, FigurasCalculadas>> {
  const resultado = new Map<string, FigurasCalculadas>();
  if (!fechamentos.length) return resultado;

  const periodos = await Promise.all(
    fechamentos.map(async (f) => {
      const cal = await ctx.calendario(f.empresa_id, f.ano_letivo);
      const b = cal.bimestres[f.bimestre - 1]!;
      return { f, cal, inicio: b.inicio, fim: b.fim, prazo: b.prazo };
    }),
  );

  // The roll calls of every closing in one statement: the closings' periods as a VALUES list.
  const valores = sql.join(
    periodos.map(
      (p) => sql`(${p.f.id}::uuid, ${p.f.turma_id}::uuid, ${p.f.disciplina_id}::uuid, ${p.inicio}::date, ${p.fim}::date)`,
    ),
    sql`, `,
  );
  // Per student and, in the rollup row (aluno_id null), the distinct lesson dates of the closing. A
  // lateral subquery per closing, so each reads its own range of the (turma, disciplina, data) index:
  // grouping the join as a whole led the planner to scan the whole table at full scale.
  const porAluno = await queryRows<{
    fechamento_id: string;
    aluno_id: string | null;
    aulas: number;
    faltas: number;
    dadas: number;
  }>(
    db,
    sql`
    with p(fechamento_id, turma_id, disciplina_id, inicio, fim) as (values ${valores})
    select p.fechamento_id, x.aluno_id, x.aulas, x.faltas, x.dadas
    from p cross join lateral (
      select f.aluno_id, count(*)::int as aulas, (count(*) filter (where not f.presente))::int as faltas,
             count(distinct f.data)::int as dadas
      from frequencias f
      where f.turma_id = p.turma_id and f.disciplina_id = p.disciplina_id and f.data between p.inicio and p.fim
      group by grouping sets ((f.aluno_id), ())
    ) x`,
  );
  const marcas = new Map<string, { aulas: number; faltas: number }>();
  const dadas = new Map<string, number>();
  for (const r of porAluno) {
    if (r.aluno_id === null) dadas.set(r.fechamento_id, Number(r.dadas));
    else marcas.set(`${r.fechamento_id}:${r.aluno_id}`, { aulas: Number(r.aulas), faltas: Number(r.faltas) });
  }

  // Open closings: the classes' rosters and grades, live.
  const abertos = periodos.filter((p) => !doSnapshot(p.f));
  const turmaIds = [...new Set(abertos.map((p) => p.f.turma_id))];
  const roster = new Map<string, string[]>();
  for (const t of turmaIds) if (ctx.rosters.has(t)) roster.set(t, ctx.rosters.get(t)!);
  const aLer = turmaIds.filter((t) => !roster.has(t));
  if (aLer.length) {
    const mats = await db
      .select({ turma_id: matriculas.turma_id, aluno_id: matriculas.aluno_id })
      .from(matriculas)
      .where(and(inArray(matriculas.turma_id, aLer), eq(matriculas.status, 'ativa')));
    for (const m of mats) roster.set(m.turma_id, [...(roster.get(m.turma_id) ?? []), m.aluno_id]);
  }
  const notasPorTurma = new Map<string, Awaited<ReturnType<typeof notasDaTurma>>>();
  await Promise.all(
    turmaIds.map(async (turmaId) => {
      const doTurma = abertos.filter((p) => p.f.turma_id === turmaId);
      const regras = await ctx.regrasDe(doTurma[0]!.f.empresa_id);
      const disciplinas = new Set(doTurma.map((p) => p.f.disciplina_id));
      const bimestres = new Set(doTurma.map((p) => p.f.bimestre));
      // One subject and bimestre: narrow the read; several: the whole class at once.
      const filtro = {
        ...(disciplinas.size === 1 ? { disciplina_id: [...disciplinas][0] } : {}),
        ...(bimestres.size === 1 ? { bimestre: [...bimestres][0] } : {}),
      };
      notasPorTurma.set(turmaId, await notasDaTurma(db, turmaId, roster.get(turmaId) ?? [], regras, filtro));
    }),
  );

  // Finalized closings: their latest snapshot.
  const fechados = periodos.filter((p) => doSnapshot(p.f));
  const snapshots = new Map<string, (typeof fechamentosSnapshots.$inferSelect)[]>();
  if (fechados.length) {
    const linhas = await db
      .select()
      .from(fechamentosSnapshots)
      .where(
        sql`(${fechamentosSnapshots.fechamento_id}, ${fechamentosSnapshots.versao}) in (${sql.join(
          fechados.map((p) => sql`(${p.f.id}::uuid, ${p.f.versao_snapshot}::int)`),
          sql`, `,
        )})`,
      );
    for (const l of linhas) snapshots.set(l.fechamento_id, [...(snapshots.get(l.fechamento_id) ?? []), l]);
  }

  for (const p of periodos) {
    const { f } = p;
    const regras = await ctx.regrasDe(f.empresa_id);
    let linhas: LinhaDoAluno[];
    if (doSnapshot(f)) {
      linhas = (snapshots.get(f.id) ?? []).map((s) => ({
        aluno_id: s.aluno_id,
        nota_bruta: s.nota_bruta,
        nota: s.nota,
        completa: s.situacao !== 'pendente',
        aulas: s.aulas,
        faltas: s.faltas,
        percentual_frequencia: s.percentual_frequencia,
        situacao: s.situacao as SituacaoNoFechamento,
      }));
    } else {
      const notas = notasPorTurma.get(f.turma_id)!;
      linhas = (roster.get(f.turma_id) ?? []).map((alunoId) => {
        const n = notaDe(notas, f.disciplina_id, f.bimestre, alunoId);
        const m = marcas.get(`${f.id}:${alunoId}`) ?? { aulas: 0, faltas: 0 };
        const base = { nota: n.nota, completa: n.completa, aulas: m.aulas, faltas: m.faltas };
        return {
          ...base,
          aluno_id: alunoId,
          nota_bruta: n.nota_bruta,
          percentual_frequencia: percentualComUmaCasa(m.aulas - m.faltas, m.aulas),
          situacao: situacaoNoFechamento(base, regras),
        };
      });
    }
    resultado.set(f.id, {
      ...figurasDoFechamento(linhas, regras),
      aulas_previstas: f.aulas_previstas ?? aulasPrevistas(p.cal, f.bimestre, f.carga_horaria),
      aulas_dadas: dadas.get(f.id) ?? 0,
      prazo: p.prazo,
      linhas,
    });
  }
  return resultado;
}
