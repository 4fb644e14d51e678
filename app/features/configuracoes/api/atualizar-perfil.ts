import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { PERFIL_QUERY_KEY, type Perfil } from './carregar-perfil';

interface PerfilInput {
  nome: string;
  telefone: string | null;
  updated_at: string;
}

function atualizarPerfil(input: PerfilInput): Promise<Perfil> {
  return apiFetch('/api/perfil', { method: 'PUT', body: input });
}

/** The header's user menu shows the name and photo from the session: refreshed after a change. */
export function useAtualizarPerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarPerfil,
    onSuccess: (perfil) => {
      queryClient.setQueryData(PERFIL_QUERY_KEY, perfil);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
