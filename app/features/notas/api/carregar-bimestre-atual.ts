import { queryOptions, useQuery } from '@tanstack/react-query';
import { bimestreDaTrava } from '../../../../domain/calendario';
import type { CalendarioDaEmpresa } from '../../../../domain/schemas/calendario';
import { apiFetch } from '../../../lib/api';
import { hojeNoFuso } from '../../../lib/format';

/**
 * The bimestre the network's calendar is in today, where the grade sheet opens: the one whose days
 * include today, between two bimestres the one that just ended (its grades are the ones being
 * finished), before the year the 1st and after it the 4th (bimestreDaTrava, as the closings count).
 * The same query as the roll call's date picker (the network's year, cached for both).
 */
function bimestreAtualOptions(hoje: string) {
  const ano = Number(hoje.slice(0, 4));
  return queryOptions({
    queryKey: ['calendario', ano],
    queryFn: ({ signal }) => apiFetch<CalendarioDaEmpresa>(`/api/calendario/${ano}`, { signal }),
    staleTime: 5 * 60_000,
    select: (c): number => {
      const [b1, b2, b3, b4] = c.bimestres;
      return bimestreDaTrava({ ano: c.ano, inicio: c.inicio, fim: c.fim, bimestres: [b1!, b2!, b3!, b4!], dias: c.dias }, hoje);
    },
  });
}

/** The current bimestre (1–4); while the calendar loads, pending; without it (an error), the caller's fallback. */
export function useBimestreAtual() {
  return useQuery(bimestreAtualOptions(hojeNoFuso()));
}
