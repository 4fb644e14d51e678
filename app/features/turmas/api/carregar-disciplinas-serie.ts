import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SerieDisciplina } from '../../../../domain/academico/series';
import type { Disciplina } from '../../../../domain/schemas/disciplina';
import { apiFetch } from '../../../lib/api';

/** What the assignment form shows of a subject: the page of GET /api/disciplinas carries more. */
export type DisciplinaOpcao = Pick<Disciplina, 'id' | 'nome'>;

/** The active components of the class's série in its education body: what can be assigned to it. */
function carregarDisciplinasSerie(
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
      queryFn: ({ signal }) => carregarDisciplinasSerie(empresaId, serie, signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
