import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PrioridadePendencia, StatusPendencia, TipoPendencia } from '../../../../domain/pendencia/tipos';
import type { ListaPendencias, OpcoesPendencia, Pendencia } from '../../../../domain/schemas/pendencia';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';

export type { ListaPendencias, OpcoesPendencia, Pendencia } from '../../../../domain/schemas/pendencia';

/** The page's class and its filters; '' means no filter. */
export interface FiltroPendencias {
  turmaId: string;
  tipo: '' | TipoPendencia;
  prioridade: '' | PrioridadePendencia;
  status: '' | StatusPendencia;
  origem: '' | 'manual' | 'sistema';
  busca: string;
}

export const PENDENCIAS_QUERY_KEY = ['pendencias'] as const;

type Consulta = FiltroPendencias & { pagina: number; porPagina: number };

/** The class goes in the path; the rest in the query string. */
const NOMES = { tipo: 'tipo', prioridade: 'prioridade', status: 'status', origem: 'origem', busca: 'busca' } as const;

function carregarPendencias(f: Consulta, signal?: AbortSignal): Promise<ListaPendencias> {
  const params = parametrosDaPagina(f, NOMES);
  return apiFetch(`/api/turmas/${encodeURIComponent(f.turmaId)}/pendencias?${params.toString()}`, { signal });
}

export function usePendencias(f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...PENDENCIAS_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarPendencias(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

function carregarPendencia(id: string, signal?: AbortSignal): Promise<Pendencia> {
  return apiFetch(`/api/pendencias/${encodeURIComponent(id)}`, { signal });
}

/** One pendency, read again after a 409 (the form's next save is based on that version). */
export function pendenciaQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...PENDENCIAS_QUERY_KEY, 'detalhe', id],
    queryFn: ({ signal }) => carregarPendencia(id, signal),
  });
}

/** The form's choices: responsáveis, the class's students and subjects. */
export function useOpcoesPendencia(turmaId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...PENDENCIAS_QUERY_KEY, 'opcoes', turmaId],
      queryFn: ({ signal }): Promise<OpcoesPendencia> =>
        apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/pendencias/opcoes`, { signal }),
      staleTime: 60_000,
    }),
  );
}
