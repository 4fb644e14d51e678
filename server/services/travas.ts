import { type SQLWrapper, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type CalendarioLetivo, bimestresAlterados } from '../../domain/calendario';
import { MENSAGENS_TRAVA } from '../../domain/fechamento/mensagens';
import { CAMPO_FECHAMENTOS, CALENDARIO_TEXTOS } from '../../domain/schemas/calendario';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { disciplinas, escolas, fechamentosAnuais, fechamentosBimestrais, turmas } from '../db/schema';
import { periodoFechado } from '../lib/errors';

/** The period a grade, assessment score or roll call belongs to. */
export interface PeriodoDaTurma {
  turma_id: string;
  disciplina_id: string;
  bimestre: number;
}

/**
 * Why this class × subject × bimestre cannot be written, or null while it is open: a finalized
 * (or approved) bimestral closing, or the class's finished year. With `tx`, the closing rows are
 * read FOR SHARE, so a finalization waits for this write to commit and its snapshot sees it, and a
 * write that comes after the finalization sees the lock.
 */
export async function motivoDoFechamento(
  db: Db | Tx,
  p: PeriodoDaTurma,
  opcoes: { travar?: boolean } = {},
): Promise<string | null> {
  if (!opcoes.travar) return motivoParaLeitura(db, p);
  const bimestral = db
    .select({ status: fechamentosBimestrais.status })
    .from(fechamentosBimestrais)
    .where(
      and(
        eq(fechamentosBimestrais.turma_id, p.turma_id),
        eq(fechamentosBimestrais.disciplina_id, p.disciplina_id),
        eq(fechamentosBimestrais.bimestre, p.bimestre),
      ),
    );
  const anual = db
    .select({ status: fechamentosAnuais.status, ano_letivo: fechamentosAnuais.ano_letivo })
    .from(fechamentosAnuais)
    .where(eq(fechamentosAnuais.turma_id, p.turma_id));
  const [doBimestre, doAno] = opcoes.travar
    ? [await bimestral.for('share'), await anual.for('share')]
    : [await bimestral, await anual];
  const fechadoNoBimestre = doBimestre.some((r) => r.status !== 'em_andamento');
  const anoEncerrado = doAno.find((r) => r.status !== 'em_andamento');
  if (!fechadoNoBimestre && !anoEncerrado) return null;
  const [nomes] = await db
    .select({ turma: turmas.nome, disciplina: disciplinas.nome, ano: turmas.ano_letivo })
    .from(turmas)
    .innerJoin(disciplinas, eq(disciplinas.id, p.disciplina_id))
    .where(eq(turmas.id, p.turma_id));
  const turma = nomes?.turma ?? '';
  if (anoEncerrado) return MENSAGENS_TRAVA.anoEncerrado(anoEncerrado.ano_letivo, turma);
  return MENSAGENS_TRAVA.bimestreFechado(p.bimestre, nomeCurto(nomes?.disciplina ?? ''), turma);
}

/**
 * Refuses (409 PERIODO_FECHADO, with the reason) a write into a closed period. Call it inside the
 * write's transaction: it holds the closing rows FOR SHARE until the transaction ends.
 */
export async function garantirPeriodoAberto(tx: Tx, p: PeriodoDaTurma): Promise<void> {
  const motivo = await motivoDoFechamento(tx, p, { travar: true });
  if (motivo) throw periodoFechado(motivo);
}

/** Past this many closings the refusal of a calendar change counts the rest instead of listing them. */
const FECHAMENTOS_LISTADOS = 30;

/**
 * Refuses (409 PERIODO_FECHADO) a change of a network's calendar of a year that touches a closed
 * period: a day that leaves or joins a bimestre, or turns school or non-school in it
 * (bimestresAlterados, by the same bimestreDaTrava the writes lock with), while a closing of that
 * bimestre — any class × subject of the network's year — is finalized or approved, or while a
 * class's year is finished (every bimestre locks then). Otherwise the days of a closed bimestre
 * would move out from under its lock and its marks could be changed with no reopening and no reason
 * in the audit. The closings it would affect go in the error's fields, `fechamentos.0`… (one line
 * each: class, school, subject, bimestre). Call it in the calendar's transaction: the closings of
 * the touched bimestres are read FOR SHARE, so a finalization of one of them waits for the change
 * to commit, and a change after a finalization sees it.
 */
export async function garantirCalendarioSemPeriodoFechado(
  tx: Tx,
  empresaId: string,
  antes: CalendarioLetivo,
  depois: CalendarioLetivo,
): Promise<void> {
  const tocados = bimestresAlterados(antes, depois);
  if (!tocados.length) return;
  const doAno = (t: typeof fechamentosBimestrais | typeof fechamentosAnuais) =>
    and(eq(t.empresa_id, empresaId), eq(t.ano_letivo, depois.ano));
  const bimestrais = await tx
    .select({
      status: fechamentosBimestrais.status,
      bimestre: fechamentosBimestrais.bimestre,
      turma: turmas.nome,
      escola: escolas.nome,
      disciplina: disciplinas.nome,
    })
    .from(fechamentosBimestrais)
    .innerJoin(turmas, eq(turmas.id, fechamentosBimestrais.turma_id))
    .innerJoin(escolas, eq(escolas.id, fechamentosBimestrais.escola_id))
    .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id))
    .where(and(doAno(fechamentosBimestrais), inArray(fechamentosBimestrais.bimestre, tocados)))
    .orderBy(asc(fechamentosBimestrais.bimestre), asc(escolas.nome), asc(turmas.nome), asc(disciplinas.nome))
    .for('share', { of: fechamentosBimestrais });
  const doAnoLetivo = await tx
    .select({ status: fechamentosAnuais.status, turma: turmas.nome, escola: escolas.nome })
    .from(fechamentosAnuais)
    .innerJoin(turmas, eq(turmas.id, fechamentosAnuais.turma_id))
    .innerJoin(escolas, eq(escolas.id, fechamentosAnuais.escola_id))
    .where(doAno(fechamentosAnuais))
    .orderBy(asc(escolas.nome), asc(turmas.nome))
    .for('share', { of: fechamentosAnuais });
  const fechados = bimestrais.filter((f) => f.status !== 'em_andamento');
  const anuais = doAnoLetivo.filter((a) => a.status !== 'em_andamento');
  if (!fechados.length && !anuais.length) return;

  const linhas = [
    ...anuais.map((a) => CALENDARIO_TEXTOS.anoEncerrado({ turma: a.turma, escola: a.escola, ano: depois.ano })),
    ...fechados.map((f) => CALENDARIO_TEXTOS.fechamentoBimestral({ ...f, disciplina: nomeCurto(f.disciplina) })),
  ];
  const listadas = linhas.slice(0, FECHAMENTOS_LISTADOS);
  if (linhas.length > listadas.length) listadas.push(CALENDARIO_TEXTOS.maisFechamentos(linhas.length - listadas.length));
  const bimestres = anuais.length ? tocados : [...new Set(fechados.map((f) => f.bimestre))];
  throw periodoFechado(
    CALENDARIO_TEXTOS.periodoFechado(bimestres, linhas.length),
    Object.fromEntries(listadas.map((l, i) => [`${CAMPO_FECHAMENTOS}.${i}`, l])),
  );
}

/** "Matemática — 6º Ano" reads "Matemática" inside a sentence that already names the class. */
function nomeCurto(disciplina: string): string {
  return disciplina.split(' — ')[0] ?? disciplina;
}

/**
 * The read screens (grade sheet, roll call, assessments) ask on every load: one prepared statement
 * with the closing's status, the year's and the names the reason needs, instead of three. (The
 * subqueries name the class by the parameter: an outer column would render unqualified inside them.)
 */
const estadoDoPeriodo = consultaFixa((db, _f: SemForma, ph: Marcador<{ turma: string; disciplina: string; bimestre: number }>) =>
  db
    .select({
      turma: turmas.nome,
      bimestral: sql<string | null>`(select ${fechamentosBimestrais.status} from ${fechamentosBimestrais}
          where ${fechamentosBimestrais.turma_id} = ${ph('turma')} and ${fechamentosBimestrais.disciplina_id} = ${ph('disciplina')}
            and ${fechamentosBimestrais.bimestre} = ${ph('bimestre')})`,
      anual: sql<
        string | null
      >`(select ${fechamentosAnuais.status} from ${fechamentosAnuais} where ${fechamentosAnuais.turma_id} = ${ph('turma')})`,
      ano: sql<
        number | null
      >`(select ${fechamentosAnuais.ano_letivo} from ${fechamentosAnuais} where ${fechamentosAnuais.turma_id} = ${ph('turma')})`,
      disciplina: sql<
        string | null
      >`(select ${disciplinas.nome} from ${disciplinas} where ${disciplinas.id} = ${ph('disciplina')})`,
    })
    .from(turmas)
    .where(eq(turmas.id, ph('turma')))
    .prepare(SEM_NOME),
);

async function motivoParaLeitura(db: Db | Tx, p: PeriodoDaTurma): Promise<string | null> {
  const [e] = await estadoDoPeriodo(db, {}).execute({ turma: p.turma_id, disciplina: p.disciplina_id, bimestre: p.bimestre });
  if (!e) return null;
  return motivoDoEstado({ ...e, bimestre: p.bimestre });
}

/** What decides whether a period is closed: its closing's status, the class's year and the names the reason needs. */
interface EstadoDoPeriodo {
  bimestre: number;
  /** The bimestral closing's status; null without one (em andamento). */
  bimestral: string | null;
  /** The class's annual closing: its status and year; null without one. */
  anual: string | null;
  ano: number | null;
  turma: string;
  disciplina: string | null;
}

/** Why the period cannot be written (the finished year first), or null while it is open. */
function motivoDoEstado(e: EstadoDoPeriodo): string | null {
  if (e.anual && e.anual !== 'em_andamento') return MENSAGENS_TRAVA.anoEncerrado(Number(e.ano), e.turma);
  if (e.bimestral && e.bimestral !== 'em_andamento')
    return MENSAGENS_TRAVA.bimestreFechado(e.bimestre, nomeCurto(e.disciplina ?? ''), e.turma);
  return null;
}

/** The closings a class × subject's writes are locked by, as read in the statement that reads what a write needs. */
export interface TravasDaDisciplina {
  /** Every bimestral closing of the class × subject (a missing bimestre is em andamento). */
  bimestrais: { bimestre: number; status: string }[] | null;
  anual: { status: string; ano_letivo: number } | null;
}

/**
 * The closings of a class × subject as two JSON values, for a statement that reads what a write needs
 * together (motivoDasTravas reads them). `travar`: inside the write's transaction, the rows are held
 * FOR SHARE as garantirPeriodoAberto holds them — all four bimestres' at once, as the bimestre is only
 * known once the calendar read in the same statement is — so a finalization waits for the write.
 */
export function travasJson(turmaId: SQLWrapper, disciplinaId: SQLWrapper, travar: boolean) {
  const lock = travar ? sql` for share` : sql``;
  return {
    bimestrais: sql<
      TravasDaDisciplina['bimestrais']
    >`(select json_agg(json_build_object('bimestre', f.bimestre, 'status', f.status))
      from (select ${fechamentosBimestrais.bimestre}, ${fechamentosBimestrais.status} from ${fechamentosBimestrais}
        where ${fechamentosBimestrais.turma_id} = ${turmaId} and ${fechamentosBimestrais.disciplina_id} = ${disciplinaId}${lock}) f)`,
    anual: sql<TravasDaDisciplina['anual']>`(select row_to_json(a)
      from (select ${fechamentosAnuais.status}, ${fechamentosAnuais.ano_letivo} from ${fechamentosAnuais}
        where ${fechamentosAnuais.turma_id} = ${turmaId}${lock}) a)`,
  };
}

/** motivoDoEstado of one bimestre from the closings travasJson read. */
export function motivoDasTravas(
  t: TravasDaDisciplina,
  bimestre: number,
  nomes: { turma: string; disciplina: string | null },
): string | null {
  return motivoDoEstado({
    bimestre,
    bimestral: t.bimestrais?.find((b) => b.bimestre === bimestre)?.status ?? null,
    anual: t.anual?.status ?? null,
    ano: t.anual?.ano_letivo ?? null,
    ...nomes,
  });
}
