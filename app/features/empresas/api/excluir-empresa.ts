import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY } from './carregar-empresas';

function excluirEmpresa(id: string): Promise<void> {
  return apiFetch(`/api/empresas/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirEmpresa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_QUERY_KEY }),
  });
}
