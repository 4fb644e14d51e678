import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CalendarioLetivo, situacaoDoDia } from '../../domain/calendario';
import { ultimoDiaLetivo } from '../../domain/calendario/motivo-do-dia';
import type { CalendarioDaEmpresa } from '../../domain/schemas/calendario';
import { apiFetch } from './api';
import { hojeNoFuso } from './format';

const urlDoCalendario = (ano: number) => `/api/calendario/${ano}`;

const paraLetivo = (c: CalendarioDaEmpresa): CalendarioLetivo => {
  const [b1, b2, b3, b4] = c.bimestres;
  return { ano: c.ano, inicio: c.inicio, fim: c.fim, bimestres: [b1!, b2!, b3!, b4!], dias: c.dias };
};

/**
 * The day whose roll calls a teacher takes now: today when the network's calendar makes it a school
 * day, else the last school day before it (a Saturday opens on Friday), null before the first school
 * day of the year. The offline start page lists that day's roll calls, and the preparation for
 * offline (app/features/frequencias/offline/preparar.ts) keeps that day's answers, so its links open.
 */
export function diaDaChamada(cal: CalendarioLetivo, hoje: string): string | null {
  return situacaoDoDia(cal, hoje).letivo ? hoje : ultimoDiaLetivo(cal, hoje, hoje);
}

/** diaDaChamada read from the server (the worker's cached answer offline). */
export async function carregarDiaDaChamada(hoje = hojeNoFuso()): Promise<string | null> {
  const cal = await apiFetch<CalendarioDaEmpresa>(urlDoCalendario(Number(hoje.slice(0, 4))));
  return diaDaChamada(paraLetivo(cal), hoje);
}

/**
 * diaDaChamada as a query: the same cache entry as the roll call's date picker (the network's year).
 * Without the calendar (not kept on this device) it is today.
 */
export function useDiaDaChamada() {
  const hoje = hojeNoFuso();
  const ano = Number(hoje.slice(0, 4));
  const dia = useQuery(
    queryOptions({
      queryKey: ['calendario', ano],
      queryFn: ({ signal }) => apiFetch<CalendarioDaEmpresa>(urlDoCalendario(ano), { signal }),
      staleTime: 5 * 60_000,
      select: (c) => diaDaChamada(paraLetivo(c), hoje),
    }),
  );
  return { hoje, dia: dia.isError ? hoje : dia.data, carregando: dia.isPending };
}
