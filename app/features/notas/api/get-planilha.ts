import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegrasEscolares } from '../../../../domain/avaliacao/regras';
import type { Situacao } from '../../../../domain/avaliacao/notas';
import { apiFetch } from '../../../lib/api';

export interface LinhaPlanilha {
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  nota_id: string | null;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  observacoes: string | null;
  media: number | null;
  parcial: boolean;
  situacao: Situacao | null;
  updated_at: string | null;
}

export interface Planilha {
  turma: { id: string; nome: string; escola_id: string };
  disciplina: { id: string; nome: string };
  bimestre: number;
  regras: RegrasEscolares;
  pode_editar: boolean;
  itens: LinhaPlanilha[];
}

export interface ChavePlanilha {
  turmaId: string;
  disciplinaId: string;
  bimestre: number;
}

export const PLANILHA_QUERY_KEY = ['notas', 'planilha'] as const;

export function getPlanilha({ turmaId, disciplinaId, bimestre }: ChavePlanilha, signal?: AbortSignal): Promise<Planilha> {
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, bimestre: String(bimestre) });
  return apiFetch(`/api/notas/planilha?${params.toString()}`, { signal });
}

export function planilhaQueryOptions(chave: ChavePlanilha) {
  return queryOptions({
    queryKey: [...PLANILHA_QUERY_KEY, chave],
    queryFn: ({ signal }) => getPlanilha(chave, signal),
    refetchOnWindowFocus: false,
  });
}

export function usePlanilha(chave: ChavePlanilha | null) {
  return useQuery({ ...planilhaQueryOptions(chave ?? { turmaId: '', disciplinaId: '', bimestre: 1 }), enabled: chave !== null });
}
