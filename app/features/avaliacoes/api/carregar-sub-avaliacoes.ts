import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAvaliacao, TipoAvaliacao } from '../../../../domain/avaliacao/sub-avaliacoes';
import type { ListaAvaliacoes, Avaliacao } from '../../../../domain/schemas/avaliacao';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';

export type { ListaAvaliacoes, Avaliacao } from '../../../../domain/schemas/avaliacao';

/** The page's class and its filters; '' means no filter. */
export interface FiltroSubAvaliacoes {
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  tipo: '' | TipoAvaliacao;
  status: '' | StatusAvaliacao;
  busca: string;
}

export const SUB_AVALIACOES_QUERY_KEY = ['avaliacoes'] as const;

type Consulta = FiltroSubAvaliacoes & { pagina: number; porPagina: number };

const NOMES = {
  turmaId: 'turma_id',
  disciplinaId: 'disciplina_id',
  bimestre: 'bimestre',
  tipo: 'tipo',
  status: 'status',
  busca: 'busca',
} as const satisfies Record<keyof FiltroSubAvaliacoes, string>;

function carregarSubAvaliacoes(f: Consulta, signal?: AbortSignal): Promise<ListaAvaliacoes> {
  return apiFetch(`/api/avaliacoes?${parametrosDaPagina(f, NOMES).toString()}`, { signal });
}

export function useSubAvaliacoes(f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...SUB_AVALIACOES_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarSubAvaliacoes(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

function carregarAvaliacao(id: string, signal?: AbortSignal): Promise<Avaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { signal });
}

/** One assessment, read again after a 409 (the form's next save is based on that version). */
export function subAvaliacaoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SUB_AVALIACOES_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarAvaliacao(id, signal),
  });
}
