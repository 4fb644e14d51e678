import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { PERFIL_QUERY_KEY, type Perfil } from './carregar-perfil';

function removerFoto(): Promise<Perfil> {
  return apiFetch('/api/perfil/foto', { method: 'DELETE' });
}

export function useRemoveFoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerFoto,
    onSuccess: (perfil) => {
      queryClient.setQueryData(PERFIL_QUERY_KEY, perfil);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
