import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfiguracaoPrivacidadeInput,
  ConfiguracaoPrivacidadeResposta,
} from '../../../../domain/schemas/privacidade-configuracao';
import { apiFetch } from '../../../lib/api';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

const CHAVE = [...PRIVACIDADE_QUERY_KEY, 'configuracao'] as const;

/** The network's privacy settings (the access log's retention). */
export function useConfiguracaoPrivacidade() {
  return useQuery(
    queryOptions({
      queryKey: CHAVE,
      queryFn: ({ signal }): Promise<ConfiguracaoPrivacidadeResposta> => apiFetch('/api/privacidade/configuracao', { signal }),
    }),
  );
}

export function useSalvarConfiguracaoPrivacidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfiguracaoPrivacidadeInput): Promise<ConfiguracaoPrivacidadeResposta> =>
      apiFetch('/api/privacidade/configuracao', { method: 'PUT', body: input }),
    onSuccess: (salva) => {
      queryClient.setQueryData(CHAVE, salva);
      void queryClient.invalidateQueries({ queryKey: [...PRIVACIDADE_QUERY_KEY, 'acessos'] });
    },
  });
}
