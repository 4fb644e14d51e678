import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracaoRetencaoInput, ConfiguracaoRetencaoResposta } from '../../../../domain/schemas/retencao';
import { apiFetch } from '../../../lib/api';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

const CHAVE = [...PRIVACIDADE_QUERY_KEY, 'retencao-documentos'] as const;

/** The network's retention terms per document class, which the daily job applies. */
export function useRetencaoDocumentos() {
  return useQuery(
    queryOptions({
      queryKey: CHAVE,
      queryFn: ({ signal }): Promise<ConfiguracaoRetencaoResposta> => apiFetch('/api/retencao', { signal }),
    }),
  );
}

export function useSalvarRetencaoDocumentos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfiguracaoRetencaoInput): Promise<ConfiguracaoRetencaoResposta> =>
      apiFetch('/api/retencao', { method: 'PUT', body: input }),
    onSuccess: (salva) => queryClient.setQueryData(CHAVE, salva),
  });
}
