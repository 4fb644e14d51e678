import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateEscolas } from './invalidate-escolas';

export function deleteEscola(id: string): Promise<void> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEscola,
    onSettled: () => invalidateEscolas(queryClient),
  });
}
