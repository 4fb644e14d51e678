import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfiguracaoBackup } from '../../../../domain/backup';
import { apiFetch } from '../../../lib/api';

export interface BackupItem {
  nome: string;
  tamanho: number;
  criado_em: string;
  origem: 'manual' | 'automatico' | 'cli';
}

export interface Backups {
  itens: BackupItem[];
  ultimo: BackupItem | null;
  proximo: string | null;
  configuracao: ConfiguracaoBackup & { updated_at: string | null };
}

export const BACKUPS_QUERY_KEY = ['backups'] as const;

export const backupsQueryOptions = queryOptions({
  queryKey: BACKUPS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<Backups>('/api/backups', { signal }),
});

export function useBackups(enabled: boolean) {
  return useQuery({ ...backupsQueryOptions, enabled });
}
