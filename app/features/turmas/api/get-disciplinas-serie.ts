import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SerieDisciplina } from '../../../../domain/academico/series';
import { apiFetch } from '../../../lib/api';

export interface DisciplinaOpcao {
  id: string;
  nome: string;
}

/** The active components of the class's série in its education body: what can be assigned to it. */
export function getDisciplinasSerie(
  empresaId: string,
  serie: SerieDisciplina,
  signal?: AbortSignal,
): Promise<{ itens: DisciplinaOpcao[] }> {
  const params = new URLSearchParams({ serie_ano: serie, ativo: 'true', empresa_id: empresaId, por_pagina: '100' });
  return apiFetch(`/api/disciplinas?${params.toString()}`, { signal });
}

export function useDisciplinasSerie(empresaId: string, serie: SerieDisciplina, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['disciplinas', 'serie', empresaId, serie],
      queryFn: ({ signal }) => getDisciplinasSerie(empresaId, serie, signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
