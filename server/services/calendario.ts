import { and, eq } from 'drizzle-orm';
import { type CalendarioLetivo, bimestreDaTrava, calendarioPadrao, motivoDiaNaoLetivo } from '../../domain/calendario';
import type { DataIso } from '../../domain/calendario/tipos';
import type { Db, Tx } from '../db/client';
import { anosLetivos, turmas } from '../db/schema';
import { badRequest } from '../lib/errors';

/** A network's calendar of a year with its version: the saved one, or the default (updated_at null). */
export async function carregarCalendarioComVersao(
  db: Db | Tx,
  empresaId: string,
  ano: number,
): Promise<{ calendario: CalendarioLetivo; updated_at: Date | null }> {
  const [row] = await db
    .select()
    .from(anosLetivos)
    .where(and(eq(anosLetivos.empresa_id, empresaId), eq(anosLetivos.ano, ano)));
  return { calendario: calendarioDaLinha(ano, row ?? null), updated_at: row?.updated_at ?? null };
}

/** The `anos_letivos` columns a calendar is made of (a row, or the same row read as JSON in a larger statement). */
export type LinhaDoCalendario = Pick<typeof anosLetivos.$inferSelect, 'inicio' | 'fim' | 'bimestres' | 'dias'>;

/** The calendar of a year from its saved row; no row: the default calendar of that year. */
export function calendarioDaLinha(ano: number, row: LinhaDoCalendario | null): CalendarioLetivo {
  if (!row) return calendarioPadrao(ano);
  const [b1, b2, b3, b4] = row.bimestres;
  return { ano, inicio: row.inicio, fim: row.fim, bimestres: [b1!, b2!, b3!, b4!], dias: row.dias };
}

/** A network's ano letivo: the one it saved, or the default calendar of that year. */
export async function carregarCalendario(db: Db | Tx, empresaId: string, ano: number): Promise<CalendarioLetivo> {
  return (await carregarCalendarioComVersao(db, empresaId, ano)).calendario;
}

/** The class's ano letivo and its network's calendar of that year. */
export async function calendarioDaTurma(db: Db | Tx, turmaId: string): Promise<CalendarioLetivo> {
  const [turma] = await db
    .select({ empresa_id: turmas.empresa_id, ano_letivo: turmas.ano_letivo })
    .from(turmas)
    .where(eq(turmas.id, turmaId));
  if (!turma) throw new Error(`turma ${turmaId} não encontrada`);
  return carregarCalendario(db, turma.empresa_id, turma.ano_letivo);
}

/**
 * How a date stands for a class's roll call: why it takes none (outside the class's ano letivo,
 * not a school day; null on a school day) and the bimestre whose lock applies to its records —
 * bimestreDaTrava, the one function the writes, the read-only screens and the calendar's check
 * against closed bimestres (garantirCalendarioSemPeriodoFechado) share.
 */
export async function diaDaTurma(
  db: Db | Tx,
  turmaId: string,
  data: DataIso,
): Promise<{ nao_letivo: string | null; bimestre: number }> {
  const cal = await calendarioDaTurma(db, turmaId);
  return {
    nao_letivo: motivoDiaNaoLetivo(cal, data),
    bimestre: bimestreDaTrava(cal, data),
  };
}

/** The bimestre of a class's roll call on `data`, refusing (400, field `campo`) a date that takes none. */
export async function garantirDiaLetivoDaTurma(db: Db | Tx, turmaId: string, data: DataIso, campo = 'data'): Promise<number> {
  const dia = await diaDaTurma(db, turmaId, data);
  if (dia.nao_letivo) throw badRequest(dia.nao_letivo, { [campo]: dia.nao_letivo });
  return dia.bimestre;
}
