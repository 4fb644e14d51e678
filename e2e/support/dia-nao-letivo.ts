import { type Page, expect } from '@playwright/test';
import { type CalendarioLetivo, diasLetivos } from '../../domain/calendario';
import { diaDaSemana, somarDias } from '../../domain/calendario/datas';

/**
 * Non-school days to put the browser's clock on (`page.clock.setFixedTime`), from the network's own calendar
 * of the year (the default until a spec saves another): the screens must open on a day that works even
 * when today is not one.
 */

/** Today in the network's time zone (the browser's of the tests), as yyyy-MM-dd. */
export const hojeEmSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export async function calendarioDaRede(page: Page, ano: number): Promise<CalendarioLetivo> {
  const res = await page.request.get(`/api/calendario/${ano}`);
  expect(res.ok(), await res.text()).toBe(true);
  const c = await res.json();
  return { ano: c.ano, inicio: c.inicio, fim: c.fim, bimestres: c.bimestres, dias: c.dias };
}

/** Noon of a date in the network's time zone: what the clock is set to. */
export const meioDia = (data: string) => new Date(`${data}T12:00:00-03:00`);

/** The first Saturday inside a bimestre (not a school day, in that bimestre). */
export function sabadoDoBimestre(cal: CalendarioLetivo, bimestre: number): string {
  let d = cal.bimestres[bimestre - 1]!.inicio;
  while (diaDaSemana(d) !== 6) d = somarDias(d, 1);
  return d;
}

/**
 * A Saturday up to today whose Friday is a school day on which the class has no roll call of the subject yet
 * (and may take one): the Friday is where the roll call opened on the Saturday must land.
 */
export async function sabadoDepoisDeSextaLivre(page: Page, turmaId: string, disciplinaId: string) {
  const hoje = hojeEmSaoPaulo();
  const cal = await calendarioDaRede(page, Number(hoje.slice(0, 4)));
  const sextas = diasLetivos(cal, cal.inicio, somarDias(hoje, -1)).filter(
    (d) => diaDaSemana(d) === 5 && !diasLetivos(cal, somarDias(d, 1), somarDias(d, 1)).length,
  );
  for (const sexta of sextas.reverse()) {
    const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data: sexta });
    const ch = await (await page.request.get(`/api/frequencias/chamada?${params.toString()}`)).json();
    if (!ch.registrada && ch.pode_editar) return { sabado: somarDias(sexta, 1), sexta, alunos: (ch.itens as unknown[]).length };
  }
  throw new Error('Nenhuma sexta-feira letiva livre até hoje');
}
