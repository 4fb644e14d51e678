import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { PERFIL_QUERY_KEY, type Perfil } from './carregar-perfil';

function enviarFoto(arquivo: File): Promise<Perfil> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return apiFetch('/api/perfil/foto', { method: 'POST', body: form });
}

export function useUploadFoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarFoto,
    onSuccess: (perfil) => {
      queryClient.setQueryData(PERFIL_QUERY_KEY, perfil);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
