import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../domain/schemas/dashboard';
import { apiFetch } from '../../../lib/api';

export type { Dashboard, PainelDoAluno } from '../../../../domain/schemas/dashboard';

const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
});

/** Not asked without a connection: the page shows its offline state instead (nothing of it is kept offline). */
export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled });
}
