import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../../lib/api';
import { DOIS_FATORES_QUERY_KEY } from './carregar-situacao';

/** New recovery codes; the old ones stop working. */
function gerarCodigos(password: string): Promise<{ backupCodes: string[] }> {
  return apiFetch('/api/auth/two-factor/generate-backup-codes', { method: 'POST', body: { password } });
}

export function useGerarCodigos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gerarCodigos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOIS_FATORES_QUERY_KEY }),
  });
}
