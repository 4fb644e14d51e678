import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultadosDaAvaliacao, ResultadosInput } from '../../../../domain/schemas/avaliacao';
import { apiFetch } from '../../../lib/api';
import { SUB_AVALIACOES_QUERY_KEY } from './carregar-sub-avaliacoes';

export type { ResultadoAluno, ResultadosDaAvaliacao } from '../../../../domain/schemas/avaliacao';

function carregarResultados(id: string, signal?: AbortSignal): Promise<ResultadosDaAvaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}/resultados`, { signal });
}

export function useResultados(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...SUB_AVALIACOES_QUERY_KEY, 'resultados', id],
      queryFn: ({ signal }) => carregarResultados(id ?? '', signal),
      staleTime: 0,
    }),
    enabled: id !== null,
  });
}

/** Every student's score, ausente or dispensado, saved whole from the version on screen. */
function salvarResultados({ id, input }: { id: string; input: ResultadosInput }): Promise<ResultadosDaAvaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}/resultados`, { method: 'PUT', body: input });
}

export function useSalvarResultados() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarResultados,
    onSettled: () =>
      Promise.all([SUB_AVALIACOES_QUERY_KEY, ['notas']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
