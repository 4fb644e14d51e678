import { ehFimDeSemana, somarDias } from '../calendario/datas';
import type { DataIso } from '../calendario/tipos';

/** LGPD art. 19 II: a data subject's request is answered within 15 days of the request. */
const DIAS_PARA_RESPONDER = 15;

/** ANPD Resolution 15/2024: an incident is told to the ANPD and to the people affected within 3 business days of learning of it. */
const DIAS_UTEIS_PARA_COMUNICAR = 3;

/** How many days before its deadline an open request shows on the dashboard. */
export const ANTECEDENCIA_DO_AVISO = 5;

/** The day a request must be answered by: the day it was received plus 15 (calendar days). */
export function prazoDaSolicitacao(recebidaEm: DataIso): DataIso {
  return somarDias(recebidaEm, DIAS_PARA_RESPONDER);
}

/**
 * The day an incident must be told by: the third business day after the day it was found, skipping
 * weekends and the days off given (`folgas`).
 */
export function prazoDoIncidente(descobertoEm: DataIso, folgas: ReadonlySet<DataIso> = new Set()): DataIso {
  let dia = descobertoEm;
  let contados = 0;
  while (contados < DIAS_UTEIS_PARA_COMUNICAR) {
    dia = somarDias(dia, 1);
    if (!ehFimDeSemana(dia) && !folgas.has(dia)) contados++;
  }
  return dia;
}

export type SituacaoDoPrazo = 'vencido' | 'vencendo' | 'no_prazo';

/** Past its deadline, within `antecedencia` days of it (today included), or comfortably ahead. */
export function situacaoDoPrazo(prazo: DataIso, hoje: DataIso, antecedencia = ANTECEDENCIA_DO_AVISO): SituacaoDoPrazo {
  if (prazo < hoje) return 'vencido';
  return prazo <= somarDias(hoje, antecedencia) ? 'vencendo' : 'no_prazo';
}

/** Days from `hoje` to `prazo` (negative once past). */
export function diasAte(prazo: DataIso, hoje: DataIso): number {
  return Math.round((Date.parse(`${prazo}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000);
}
