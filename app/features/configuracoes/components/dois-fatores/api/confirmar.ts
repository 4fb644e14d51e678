import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../../lib/api';
import { DOIS_FATORES_QUERY_KEY } from './carregar-situacao';

/** The first code from the app confirms the enrolment; from then on sign-in asks for a code. */
function confirmarInscricao(code: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

export function useConfirmarInscricao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmarInscricao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOIS_FATORES_QUERY_KEY }),
  });
}
