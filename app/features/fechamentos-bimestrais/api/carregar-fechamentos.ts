import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FechamentoBimestral,
  FechamentoBimestralDetalhe,
  ImpedimentosFechamento,
  ResumoFechamentos,
  StatusFechamentoBimestral,
} from '../../../../domain/schemas/fechamento-bimestral';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina, parametrosDoFiltro } from '../../../lib/parametros-de-lista';

export type {
  FechamentoBimestral,
  FechamentoBimestralDetalhe,
  ImpedimentosFechamento,
  ResumoFechamentos,
} from '../../../../domain/schemas/fechamento-bimestral';

/** The page's class and its filters; '' means no filter. */
export interface FiltroFechamentos {
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  status: '' | StatusFechamentoBimestral;
  busca: string;
}

export const FECHAMENTOS_QUERY_KEY = ['fechamentos-bimestrais'] as const;

/** The query string of the list, the cards and the export: the same filters. */
const NOMES = {
  turmaId: 'turma_id',
  disciplinaId: 'disciplina_id',
  bimestre: 'bimestre',
  status: 'status',
  busca: 'busca',
} as const satisfies Record<keyof FiltroFechamentos, string>;

const parametrosDe = (f: FiltroFechamentos) => parametrosDoFiltro(f, NOMES);

type Consulta = FiltroFechamentos & { pagina: number; porPagina: number };

function carregarFechamentos(f: Consulta, signal?: AbortSignal): Promise<Pagina<FechamentoBimestral>> {
  return apiFetch(`/api/fechamentos-bimestrais?${parametrosDaPagina(f, NOMES).toString()}`, { signal });
}

export function useFechamentos(f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...FECHAMENTOS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarFechamentos(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useResumoFechamentos(f: FiltroFechamentos) {
  return useQuery(
    queryOptions({
      queryKey: [...FECHAMENTOS_QUERY_KEY, 'resumo', f],
      queryFn: ({ signal }) =>
        apiFetch<ResumoFechamentos>(`/api/fechamentos-bimestrais/resumo?${parametrosDe(f).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Where Exportar downloads the XLSX of the rows the filters show. */
export const urlExportacao = (f: FiltroFechamentos) => `/api/fechamentos-bimestrais/exportar?${parametrosDe(f).toString()}`;

/** One closing with its students and history (the view dialog; the form's version after a 409). */
export function fechamentoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...FECHAMENTOS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) =>
      apiFetch<FechamentoBimestralDetalhe>(`/api/fechamentos-bimestrais/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useFechamento(id: string | null) {
  return useQuery({ ...fechamentoQueryOptions(id ?? ''), enabled: id !== null });
}

/**
 * What stands in the way of finalizing a closing, read when its finalize dialog opens (never from
 * the cache: pendencies, grades and roll calls change while the page is open).
 */
export function useImpedimentos(id: string | null) {
  return useQuery({
    queryKey: [...FECHAMENTOS_QUERY_KEY, 'impedimentos', id ?? ''],
    queryFn: ({ signal }) =>
      apiFetch<ImpedimentosFechamento>(`/api/fechamentos-bimestrais/${encodeURIComponent(id ?? '')}/impedimentos`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
