import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeralInput } from '../../../../domain/schemas/geral';
import { apiFetch } from '../../../lib/api';
import { APARENCIA_QUERY_KEY, IDENTIDADE_QUERY_KEY } from '../../../lib/aparencia';
import { SISTEMA_QUERY_KEY, type Sistema, comEmpresa } from './carregar-sistema';

function atualizarSistema({
  empresaId,
  ...input
}: GeralInput & { updated_at: string | null; empresaId: string | null }): Promise<Sistema> {
  return apiFetch(comEmpresa('/api/configuracoes/sistema', empresaId), { method: 'PUT', body: input });
}

/** Theme, time zone, the network's name and the landing contact come from these settings: refreshed at once. */
export function useAtualizarSistema() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarSistema,
    onSuccess: (sistema, { empresaId }) => {
      queryClient.setQueryData([...SISTEMA_QUERY_KEY, empresaId ?? 'propria'], sistema);
      void queryClient.invalidateQueries({ queryKey: APARENCIA_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: IDENTIDADE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['publico', 'instituicao'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
