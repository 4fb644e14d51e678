import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Justificativa } from '../../../../domain/avaliacao/frequencia';
import { apiFetch } from '../../../lib/api';

export interface MarcaChamada {
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  frequencia_id: string | null;
  presente: boolean;
  justificativa: Justificativa | null;
  observacoes: string | null;
  updated_at: string | null;
}

export interface Chamada {
  turma: { id: string; nome: string; escola_id: string };
  disciplina: { id: string; nome: string };
  data: string;
  registrada: boolean;
  pode_editar: boolean;
  itens: MarcaChamada[];
}

export interface ChaveChamada {
  turmaId: string;
  disciplinaId: string;
  data: string;
}

export const CHAMADA_QUERY_KEY = ['frequencias', 'chamada'] as const;

export function getChamada({ turmaId, disciplinaId, data }: ChaveChamada, signal?: AbortSignal): Promise<Chamada> {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data });
  return apiFetch(`/api/frequencias/chamada?${params.toString()}`, { signal });
}

export function chamadaQueryOptions(chave: ChaveChamada) {
  return queryOptions({
    queryKey: [...CHAMADA_QUERY_KEY, chave],
    queryFn: ({ signal }) => getChamada(chave, signal),
    refetchOnWindowFocus: false,
  });
}

export function useChamada(chave: ChaveChamada | null) {
  return useQuery({ ...chamadaQueryOptions(chave ?? { turmaId: '', disciplinaId: '', data: '' }), enabled: chave !== null });
}
