import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinhasPendencias } from '../../../../domain/schemas/pendencia';
import { apiFetch } from '../../../lib/api';

export type { MinhasPendencias } from '../../../../domain/schemas/pendencia';

/** Under the pendencies' key: a change on a Pendências page refreshes the card too. */
export function useMinhasPendencias(ativo: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['pendencias', 'minhas'],
      queryFn: ({ signal }) => apiFetch<MinhasPendencias>('/api/pendencias/minhas', { signal }),
      enabled: ativo,
    }),
  );
}
