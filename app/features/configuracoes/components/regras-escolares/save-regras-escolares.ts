import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegrasDados } from '../../../../../domain/schemas/regras-escolares';
import { apiFetch } from '../../../../lib/api';
import { REGRAS_QUERY_KEY, type RegrasDaEmpresa } from './get-regras-escolares';

function salvarRegrasEscolares(input: RegrasDados): Promise<RegrasDaEmpresa> {
  return apiFetch('/api/regras-escolares', { method: 'PUT', body: input });
}

export function useSaveRegrasEscolares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarRegrasEscolares,
    // Grades and attendance pages show status and alerts by these rules.
    onSettled: () =>
      Promise.all([REGRAS_QUERY_KEY, ['notas'], ['frequencias']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
