import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Habilidade } from '../../../../domain/schemas/bncc';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export interface BuscaHabilidades {
  busca: string;
  componente: string;
  anoSerie: string;
}

/** The BNCC catalogue the viewer sees (official and its body's own), for the skill picker. */
function buscarHabilidades(f: BuscaHabilidades, signal?: AbortSignal): Promise<Pagina<Habilidade>> {
  const params = new URLSearchParams({ por_pagina: '8' });
  if (f.busca) params.set('busca', f.busca);
  if (f.componente) params.set('componente', f.componente);
  if (f.anoSerie) params.set('ano_serie', f.anoSerie);
  return apiFetch(`/api/bncc?${params.toString()}`, { signal });
}

function buscaHabilidadesQueryOptions(f: BuscaHabilidades) {
  // Under 'bncc' so a change on the BNCC screen refreshes the picker too.
  return queryOptions({
    queryKey: ['bncc', 'seletor', f],
    queryFn: ({ signal }) => buscarHabilidades(f, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useBuscaHabilidades(f: BuscaHabilidades) {
  return useQuery(buscaHabilidadesQueryOptions(f));
}
