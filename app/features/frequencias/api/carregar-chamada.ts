import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chamada } from '../../../../domain/schemas/frequencia';
import { apiFetch } from '../../../lib/api';

export type { Chamada } from '../../../../domain/schemas/frequencia';

export interface ChaveChamada {
  turmaId: string;
  disciplinaId: string;
  data: string;
}

export const CHAMADA_QUERY_KEY = ['frequencias', 'chamada'] as const;

export function carregarChamada({ turmaId, disciplinaId, data }: ChaveChamada, signal?: AbortSignal): Promise<Chamada> {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data });
  return apiFetch(`/api/frequencias/chamada?${params.toString()}`, { signal });
}

function chamadaQueryOptions(chave: ChaveChamada) {
  return queryOptions({
    queryKey: [...CHAMADA_QUERY_KEY, chave],
    queryFn: ({ signal }) => carregarChamada(chave, signal),
    refetchOnWindowFocus: false,
  });
}

export function useChamada(chave: ChaveChamada | null) {
  return useQuery({ ...chamadaQueryOptions(chave ?? { turmaId: '', disciplinaId: '', data: '' }), enabled: chave !== null });
}
