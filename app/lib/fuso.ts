import { FUSOS_HORARIOS, type FusoHorario, GERAL_PADRAO } from '../../domain/settings';

/**
 * Dates and times are shown in the institution's time zone (Configurações → Sistema), not the
 * browser's: a school in Manaus reads its own clock wherever the page is opened. The zone is
 * set once the system's appearance is known (app/lib/aparencia.ts). Its own module, apart from
 * format.ts, so that setting it does not put date-fns in the first script every page loads.
 */
let fuso: FusoHorario = GERAL_PADRAO.timezone;

export function definirFusoHorario(zona: string) {
  if ((FUSOS_HORARIOS as readonly string[]).includes(zona)) fuso = zona as FusoHorario;
}

export function fusoHorario(): FusoHorario {
  return fuso;
}
