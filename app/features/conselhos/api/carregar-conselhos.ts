import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AlunosDoConselho, ConselhoDetalhe, ListaConselhos, OpcoesConselho } from '../../../../domain/schemas/conselho';
import type { StatusConselho } from '../../../../domain/conselho/tipos';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';

export type {
  AlunoDoConselho,
  AlunosDoConselho,
  Conselho,
  ConselhoDetalhe,
  DecisaoDoConselho,
  ListaConselhos,
  OpcoesConselho,
  ResumoConselhos,
} from '../../../../domain/schemas/conselho';

/** The page's filters; '' means no filter ('final' is the year's council). */
export interface FiltroConselhos {
  busca: string;
  bimestre: '' | '1' | '2' | '3' | '4' | 'final';
  status: '' | StatusConselho;
}

export const CONSELHOS_QUERY_KEY = ['conselhos'] as const;

const NOMES = { busca: 'busca', bimestre: 'bimestre', status: 'status' } as const satisfies Record<keyof FiltroConselhos, string>;

type Consulta = FiltroConselhos & { pagina: number; porPagina: number };

const turmaUrl = (turmaId: string) => `/api/turmas/${encodeURIComponent(turmaId)}/conselhos`;

/** The list with its cards (one request: the cards count the same filters). */
export function useConselhos(turmaId: string, f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...CONSELHOS_QUERY_KEY, 'lista', turmaId, f],
      queryFn: ({ signal }) =>
        apiFetch<ListaConselhos>(`${turmaUrl(turmaId)}?${parametrosDaPagina(f, NOMES).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Who may coordinate and the class's teachers, for the form. */
export function useOpcoesConselho(turmaId: string, enabled = true) {
  return useQuery({
    queryKey: [...CONSELHOS_QUERY_KEY, 'opcoes', turmaId],
    queryFn: ({ signal }) => apiFetch<OpcoesConselho>(`${turmaUrl(turmaId)}/opcoes`, { signal }),
    enabled,
  });
}

export function conselhoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CONSELHOS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => apiFetch<ConselhoDetalhe>(`/api/conselhos/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useConselho(id: string) {
  return useQuery(conselhoQueryOptions(id));
}

/** The workspace: every active student with figures, pendencies, earlier recommendations and the decision. */
export function useAlunosDoConselho(id: string) {
  return useQuery({
    queryKey: [...CONSELHOS_QUERY_KEY, 'alunos', id],
    queryFn: ({ signal }) => apiFetch<AlunosDoConselho>(`/api/conselhos/${encodeURIComponent(id)}/alunos`, { signal }),
  });
}

export const urlDaAta = (id: string) => `/api/conselhos/${encodeURIComponent(id)}/ata`;
