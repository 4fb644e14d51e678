import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY } from './get-empresas';

export function deleteEmpresa(id: string): Promise<void> {
  return apiFetch(`/api/empresas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmpresa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_QUERY_KEY }),
  });
}
