import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracaoBackup } from '../../../../domain/backup';
import { apiFetch } from '../../../lib/api';
import { BACKUPS_QUERY_KEY, type Backup, type Backups } from './carregar-backups';

function createBackup(): Promise<Backup> {
  return apiFetch('/api/backups', { method: 'POST' });
}

function deleteBackup(nome: string): Promise<void> {
  return apiFetch(`/api/backups/${encodeURIComponent(nome)}`, { method: 'DELETE' });
}

function saveBackupConfig(input: ConfiguracaoBackup & { updated_at: string | null }): Promise<Backups['configuracao']> {
  return apiFetch('/api/backups/configuracao', { method: 'PUT', body: input });
}

function useBackupMutation<TIn, TOut>(fn: (input: TIn) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_QUERY_KEY }) });
}

export const useCreateBackup = () => useBackupMutation(createBackup);
export const useDeleteBackup = () => useBackupMutation(deleteBackup);
export const useSaveBackupConfig = () => useBackupMutation(saveBackupConfig);
