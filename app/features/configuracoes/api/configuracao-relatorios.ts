import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfiguracaoRelatorios, configuracaoRelatoriosResposta } from '../../../../domain/schemas/relatorio';
import { apiFetch } from '../../../lib/api';

/** How long generated reports are kept, with its version (null: never saved, the default applies). */
export type ConfiguracaoRelatoriosSalva = z.infer<typeof configuracaoRelatoriosResposta>;

const URL = '/api/relatorios/configuracao';

export const configuracaoRelatoriosQueryOptions = queryOptions({
  queryKey: ['configuracoes', 'relatorios'],
  queryFn: ({ signal }) => apiFetch<ConfiguracaoRelatoriosSalva>(URL, { signal }),
});

export function useConfiguracaoRelatorios() {
  return useQuery(configuracaoRelatoriosQueryOptions);
}

/** `updated_at` is the version loaded; the server answers 409 if someone saved meanwhile. */
function salvarConfiguracaoRelatorios(
  input: ConfiguracaoRelatorios & { updated_at: string | null },
): Promise<ConfiguracaoRelatoriosSalva> {
  return apiFetch(URL, { method: 'PUT', body: input });
}

export function useSalvarConfiguracaoRelatorios() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarConfiguracaoRelatorios,
    onSettled: () => queryClient.invalidateQueries({ queryKey: configuracaoRelatoriosQueryOptions.queryKey }),
  });
}
