import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../domain/schemas/dashboard';
import { apiFetch } from '../../../lib/api';

export type { Dashboard, PainelDoAluno } from '../../../../domain/schemas/dashboard';

const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
