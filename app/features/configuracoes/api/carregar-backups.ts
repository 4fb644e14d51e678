import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backups } from '../../../../domain/schemas/backup';
import { apiFetch } from '../../../lib/api';

export type { Backup, Backups } from '../../../../domain/schemas/backup';

export const BACKUPS_QUERY_KEY = ['backups'] as const;

export const backupsQueryOptions = queryOptions({
  queryKey: BACKUPS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Backups>('/api/backups', { signal }),
});

export function useBackups(enabled: boolean) {
  return useQuery({ ...backupsQueryOptions, enabled });
}
