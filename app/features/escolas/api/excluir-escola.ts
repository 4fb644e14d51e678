import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidarEscolas } from './invalidar-escolas';

function excluirEscola(id: string): Promise<void> {
  return apiFetch(`/api/escolas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirEscola() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirEscola,
    onSettled: () => invalidarEscolas(queryClient),
  });
}
