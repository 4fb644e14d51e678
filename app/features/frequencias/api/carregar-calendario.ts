import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarioLetivo } from '../../../../domain/calendario';
import type { CalendarioDaEmpresa } from '../../../../domain/schemas/calendario';
import { apiFetch } from '../../../lib/api';

/** The network's ano letivo, read by the roll call's date picker to tell school days before any row is marked. */
function calendarioDoAnoOptions(ano: number) {
  return queryOptions({
    queryKey: ['calendario', ano],
    queryFn: ({ signal }) => apiFetch<CalendarioDaEmpresa>(`/api/calendario/${ano}`, { signal }),
    staleTime: 5 * 60_000,
    select: (c): CalendarioLetivo => {
      const [b1, b2, b3, b4] = c.bimestres;
      return { ano: c.ano, inicio: c.inicio, fim: c.fim, bimestres: [b1!, b2!, b3!, b4!], dias: c.dias };
    },
  });
}

export function useCalendarioDoAno(ano: number) {
  return useQuery(calendarioDoAnoOptions(ano));
}
