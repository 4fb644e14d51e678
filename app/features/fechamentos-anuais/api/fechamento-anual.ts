import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FiltrosFechamentosAnuais,
  ListaFechamentosAnuais,
  RecuperacaoInput,
  ResultadosAlunos,
} from '../../../../domain/schemas/fechamento-anual';
import type { PreviaRematricula, RematriculaInput, RematriculaResultado } from '../../../../domain/schemas/rematricula';
import { apiFetch } from '../../../lib/api';

export type { FechamentoAnual, ListaFechamentosAnuais, ResultadosAlunos } from '../../../../domain/schemas/fechamento-anual';
export type { PreviaRematricula } from '../../../../domain/schemas/rematricula';

const FECHAMENTO_ANUAL_QUERY_KEY = ['fechamentos-anuais'] as const;

/** 'all' (the selects' "Todos") and blanks are sent as no filter. */
function carregarFechamentosAnuais(f: FiltrosFechamentosAnuais, signal?: AbortSignal): Promise<ListaFechamentosAnuais> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    const valor = typeof v === 'string' ? v.trim() : v;
    if (valor !== undefined && valor !== '' && valor !== 'all') params.set(k, String(valor));
  }
  return apiFetch(`/api/fechamentos-anuais?${params.toString()}`, { signal });
}

export function useFechamentosAnuais(f: FiltrosFechamentosAnuais) {
  return useQuery(
    queryOptions({
      queryKey: [...FECHAMENTO_ANUAL_QUERY_KEY, 'lista', f],
      queryFn: ({ signal }) => carregarFechamentosAnuais(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useResultadosAlunos(turmaId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...FECHAMENTO_ANUAL_QUERY_KEY, 'alunos', turmaId],
      queryFn: ({ signal }): Promise<ResultadosAlunos> =>
        apiFetch(`/api/fechamentos-anuais/alunos?turma_id=${encodeURIComponent(turmaId)}`, { signal }),
    }),
  );
}

export function usePreviaRematricula(turmaId: string, ativa: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...FECHAMENTO_ANUAL_QUERY_KEY, 'rematricula', turmaId],
      queryFn: ({ signal }): Promise<PreviaRematricula> =>
        apiFetch(`/api/rematricula/previa?turma_id=${encodeURIComponent(turmaId)}`, { signal }),
      enabled: ativa,
    }),
  );
}

/** Every write changes what the page shows: the whole resource is read again. */
function useEscrita<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FECHAMENTO_ANUAL_QUERY_KEY }),
  });
}

export const useSalvarRecuperacao = () =>
  useEscrita((input: RecuperacaoInput) =>
    apiFetch<ResultadosAlunos>('/api/fechamentos-anuais/recuperacao', { method: 'PUT', body: input }),
  );

export const useEncerrarAno = () =>
  useEscrita((turmaId: string) => apiFetch('/api/fechamentos-anuais/encerrar', { method: 'POST', body: { turma_id: turmaId } }));

export const useReabrirAno = () =>
  useEscrita((input: { turma_id: string; motivo: string }) =>
    apiFetch('/api/fechamentos-anuais/reabrir', { method: 'POST', body: input }),
  );

export const useAplicarRematricula = () =>
  useEscrita((input: RematriculaInput) => apiFetch<RematriculaResultado>('/api/rematricula', { method: 'POST', body: input }));
