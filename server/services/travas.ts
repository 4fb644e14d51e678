import { and, eq, sql } from 'drizzle-orm';
import { MENSAGENS_TRAVA } from '../../domain/fechamento/mensagens';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { disciplinas, fechamentosAnuais, fechamentosBimestrais, turmas } from '../db/schema';
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

/** The periods of a set that are closed (for a list that spans bimestres): "turma:disciplina:bimestre" keys. */
export async function periodosFechados(db: Db | Tx, turmaId: string): Promise<Set<string>> {
  const linhas = await db
    .select({ disciplina_id: fechamentosBimestrais.disciplina_id, bimestre: fechamentosBimestrais.bimestre })
    .from(fechamentosBimestrais)
    .where(and(eq(fechamentosBimestrais.turma_id, turmaId), sql`${fechamentosBimestrais.status} <> 'em_andamento'`));
  return new Set(linhas.map((l) => `${turmaId}:${l.disciplina_id}:${l.bimestre}`));
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
  if (e.anual && e.anual !== 'em_andamento') return MENSAGENS_TRAVA.anoEncerrado(Number(e.ano), e.turma);
  if (e.bimestral && e.bimestral !== 'em_andamento')
    return MENSAGENS_TRAVA.bimestreFechado(p.bimestre, nomeCurto(e.disciplina ?? ''), e.turma);
  return null;
}
