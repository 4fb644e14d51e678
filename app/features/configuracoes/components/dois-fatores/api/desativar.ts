import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../../lib/api';
import { DOIS_FATORES_QUERY_KEY } from './carregar-situacao';

function desativarDoisFatores(password: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export function useDesativarDoisFatores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desativarDoisFatores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOIS_FATORES_QUERY_KEY }),
  });
}
