import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagina } from '../../../../domain/schemas/pagina';
import type { Relatorio, ResumoRelatorios } from '../../../../domain/schemas/relatorio';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';

export type { Relatorio, ResumoRelatorios } from '../../../../domain/schemas/relatorio';

/** Every reports query sits under this key: asking for or deleting one refreshes the list and the cards. */
export const RELATORIOS_QUERY_KEY = ['relatorios'] as const;

/** While a report is being made the list and the cards are read again this often. */
const INTERVALO_ACOMPANHAMENTO = 1_500;

export interface ConsultaRelatorios {
  busca: string;
  pagina: number;
  porPagina: number;
}

/** The user's own reports, newest first; `busca` searches the title on the server. */
function carregarRelatorios(consulta: ConsultaRelatorios, signal?: AbortSignal): Promise<Pagina<Relatorio>> {
  return apiFetch(`/api/relatorios?${parametrosDaPagina(consulta, { busca: 'busca' }).toString()}`, { signal });
}

/** `acompanhar`: some report is still being made, so the list polls until none is. */
export function useRelatorios(consulta: ConsultaRelatorios, acompanhar: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...RELATORIOS_QUERY_KEY, 'lista', consulta],
      queryFn: ({ signal }) => carregarRelatorios(consulta, signal),
      placeholderData: keepPreviousData,
      refetchInterval: acompanhar ? INTERVALO_ACOMPANHAMENTO : false,
    }),
  );
}

export function useResumoRelatorios(acompanhar: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...RELATORIOS_QUERY_KEY, 'resumo'],
      queryFn: ({ signal }) => apiFetch<ResumoRelatorios>('/api/relatorios/resumo', { signal }),
      refetchInterval: acompanhar ? INTERVALO_ACOMPANHAMENTO : false,
    }),
  );
}

/** Where 'Baixar' takes a finished report's file. */
export const urlDoArquivo = (id: string) => `/api/relatorios/${encodeURIComponent(id)}/arquivo`;
