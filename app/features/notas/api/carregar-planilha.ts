import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Planilha } from '../../../../domain/schemas/nota';
import { apiFetch } from '../../../lib/api';

export type { Planilha } from '../../../../domain/schemas/nota';

export interface ChavePlanilha {
  turmaId: string;
  disciplinaId: string;
  bimestre: number;
}

export const PLANILHA_QUERY_KEY = ['notas', 'planilha'] as const;

function carregarPlanilha({ turmaId, disciplinaId, bimestre }: ChavePlanilha, signal?: AbortSignal): Promise<Planilha> {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, bimestre: String(bimestre) });
  return apiFetch(`/api/notas/planilha?${params.toString()}`, { signal });
}

function planilhaQueryOptions(chave: ChavePlanilha) {
  return queryOptions({
    queryKey: [...PLANILHA_QUERY_KEY, chave],
    queryFn: ({ signal }) => carregarPlanilha(chave, signal),
    refetchOnWindowFocus: false,
  });
}

export function usePlanilha(chave: ChavePlanilha | null) {
  return useQuery({ ...planilhaQueryOptions(chave ?? { turmaId: '', disciplinaId: '', bimestre: 1 }), enabled: chave !== null });
}
