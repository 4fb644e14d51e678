import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DuplicadoEncontrado, VerificarDuplicadosEntrada } from '../../../../domain/schemas/duplicado';
import { apiFetch } from '../../../lib/api';

export type { DuplicadoEncontrado, VerificarDuplicadosEntrada } from '../../../../domain/schemas/duplicado';

/** The network's records like the one on the form; `dados` null: nothing to check yet. */
export function useVerificarDuplicados(dados: VerificarDuplicadosEntrada | null) {
  return useQuery({
    queryKey: ['alunos', 'duplicados', dados],
    queryFn: ({ signal }) =>
      apiFetch<{ duplicados: DuplicadoEncontrado[] }>('/api/alunos/duplicados/verificar', {
        method: 'POST',
        body: dados,
        signal,
      }),
    enabled: dados !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
