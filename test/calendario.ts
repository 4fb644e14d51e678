import { and, eq } from 'drizzle-orm';
import { bimestreDoRegistro, ehDiaLetivo, feriadosNacionais } from '../domain/calendario';
import { somarDias } from '../domain/calendario/datas';
import type { Db } from '../server/db/client';
import { anosLetivos, frequencias, turmas } from '../server/db/schema';
import { calendarioDaTurma } from '../server/services/calendario';
import { hojeNaEmpresa } from '../server/services/fuso';

/** Today in the class's network's time zone (a roll call of "tomorrow" there is refused). */
async function hojeDaTurma(db: Db, turmaId: string): Promise<string> {
  const [t] = await db.select({ empresa_id: turmas.empresa_id }).from(turmas).where(eq(turmas.id, turmaId));
  return hojeNaEmpresa(db, t!.empresa_id);
}

/**
 * School days of the class's ano letivo (its network's calendar), from today back, on which the
 * subject has no roll call yet: dates a test may record. Before the year's first school days
 * (January, early February) there are none: the network's calendar of that year is then saved
 * starting on 1 January, so the tests run all year round.
 */
export async function diasLetivosLivres(db: Db, turmaId: string, disciplinaId: string, n: number): Promise<string[]> {
  const dias = await livres(db, turmaId, disciplinaId, n);
  if (dias.length >= n) return dias;
  await anoDesdeJaneiro(db, turmaId);
  const depois = await livres(db, turmaId, disciplinaId, n);
  if (depois.length < n) throw new Error(`Só ${depois.length} dias letivos livres até hoje; o teste precisa de ${n}.`);
  return depois;
}

async function livres(db: Db, turmaId: string, disciplinaId: string, n: number): Promise<string[]> {
  const cal = await calendarioDaTurma(db, turmaId);
  const ocupados = new Set(
    (
      await db
        .select({ data: frequencias.data })
        .from(frequencias)
        .where(and(eq(frequencias.turma_id, turmaId), eq(frequencias.disciplina_id, disciplinaId)))
    ).map((r) => r.data),
  );
  const hoje = await hojeDaTurma(db, turmaId);
  const dias: string[] = [];
  for (let d = hoje < cal.fim ? hoje : cal.fim; d >= cal.inicio && dias.length < n; d = somarDias(d, -1))
    if (ehDiaLetivo(cal, d) && !ocupados.has(d)) dias.push(d);
  return dias;
}

/** The class's network's calendar of its year, with the year and its 1st bimestre from 1 January. */
async function anoDesdeJaneiro(db: Db, turmaId: string) {
  const [t] = await db
    .select({ empresa_id: turmas.empresa_id, ano: turmas.ano_letivo })
    .from(turmas)
    .where(eq(turmas.id, turmaId));
  const cal = await calendarioDaTurma(db, turmaId);
  const inicio = `${t!.ano}-01-01`;
  const [b1, ...resto] = cal.bimestres;
  const antes = feriadosNacionais(t!.ano).filter((f) => f.data < cal.inicio);
  const valores = { inicio, bimestres: [{ ...b1, inicio }, ...resto], dias: [...antes, ...cal.dias] };
  await db
    .insert(anosLetivos)
    .values({ empresa_id: t!.empresa_id, ano: t!.ano, fim: cal.fim, ...valores })
    .onConflictDoUpdate({ target: [anosLetivos.empresa_id, anosLetivos.ano], set: valores });
}

/** Past days of the class's year that are not school days (weekends inside the year), newest first. */
export async function diasNaoLetivosPassados(db: Db, turmaId: string, n: number): Promise<string[]> {
  const cal = await calendarioDaTurma(db, turmaId);
  const hoje = await hojeDaTurma(db, turmaId);
  const dias: string[] = [];
  for (let d = hoje < cal.fim ? hoje : cal.fim; d >= cal.inicio && dias.length < n; d = somarDias(d, -1))
    if (!ehDiaLetivo(cal, d)) dias.push(d);
  return dias;
}

/**
 * The latest school day up to today of the class's year, with the bimestre it belongs to: the date of
 * an assessment already applied. Before the year's first school day the calendar is saved from
 * 1 January, as for the roll calls.
 */
export async function diaLetivoPassado(db: Db, turmaId: string): Promise<{ data: string; bimestre: number }> {
  const ultimo = async () => {
    const cal = await calendarioDaTurma(db, turmaId);
    const hoje = await hojeDaTurma(db, turmaId);
    for (let d = hoje < cal.fim ? hoje : cal.fim; d >= cal.inicio; d = somarDias(d, -1))
      if (ehDiaLetivo(cal, d)) return { data: d, bimestre: bimestreDoRegistro(cal, d)! };
    return null;
  };
  const dia = await ultimo();
  if (dia) return dia;
  await anoDesdeJaneiro(db, turmaId);
  return (await ultimo())!;
}

/** The first school day of each bimestre of the class's year (index 1 to 4): a date in that bimestre. */
export async function primeirosDiasLetivos(db: Db, turmaId: string): Promise<Record<number, string>> {
  const cal = await calendarioDaTurma(db, turmaId);
  const dias: Record<number, string> = {};
  cal.bimestres.forEach((b, i) => {
    for (let d = b.inicio; d <= b.fim; d = somarDias(d, 1))
      if (ehDiaLetivo(cal, d)) {
        dias[i + 1] = d;
        return;
      }
  });
  return dias;
}
