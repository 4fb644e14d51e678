import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertaSolicitacoes } from '../../../../domain/schemas/privacidade-solicitacao';
import { apiFetch } from '../../../lib/api';

/** Under the requests' key: registering or answering one on its page refreshes the notice too. */
export function useSolicitacoesVencendo(ativo: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['privacidade', 'solicitacoes', 'alerta'],
      queryFn: ({ signal }) => apiFetch<AlertaSolicitacoes>('/api/privacidade/solicitacoes/alerta', { signal }),
      enabled: ativo,
    }),
  );
}
