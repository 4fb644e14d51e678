import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { OBJETOS_QUERY_KEY } from './carregar-objetos';

interface DisciplinaOpcao {
  id: string;
  nome: string;
  disciplina: string;
}

export interface TurmaOpcao {
  id: string;
  nome: string;
  serie: string;
  disciplinas: DisciplinaOpcao[];
}

/** The classes of the school (or the one class) with the subjects the viewer works on there. */
function carregarOpcoes(
  contexto: { escolaId: string; turmaId?: string },
  signal?: AbortSignal,
): Promise<{ turmas: TurmaOpcao[] }> {
  const params = new URLSearchParams(contexto.turmaId ? { turma_id: contexto.turmaId } : { escola_id: contexto.escolaId });
  return apiFetch(`/api/objetos-conhecimento/opcoes?${params.toString()}`, { signal });
}

function opcoesQueryOptions(contexto: { escolaId: string; turmaId?: string }) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'opcoes', contexto],
    queryFn: ({ signal }) => carregarOpcoes(contexto, signal),
    staleTime: 60_000,
  });
}

export function useOpcoes(contexto: { escolaId: string; turmaId?: string }) {
  return useQuery(opcoesQueryOptions(contexto));
}
