import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeralInput } from '../../../../domain/schemas/geral';
import { apiFetch } from '../../../lib/api';
import { APARENCIA_QUERY_KEY } from '../../../lib/aparencia';
import { SISTEMA_QUERY_KEY, type Sistema } from './get-sistema';

export function updateSistema(input: GeralInput & { updated_at: string | null }): Promise<Sistema> {
  return apiFetch('/api/configuracoes/sistema', { method: 'PUT', body: input });
}

/** Theme, time zone and the landing contact come from these settings: refreshed at once. */
export function useUpdateSistema() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSistema,
    onSuccess: (sistema) => {
      queryClient.setQueryData(SISTEMA_QUERY_KEY, sistema);
      void queryClient.invalidateQueries({ queryKey: APARENCIA_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['publico', 'instituicao'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
