import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChamadaInput } from '../../../../domain/schemas/frequencia';
import { apiFetch } from '../../../lib/api';
import { CHAMADA_QUERY_KEY, type Chamada } from './carregar-chamada';
import { FREQUENCIAS_QUERY_KEY } from './carregar-frequencias';

/** The whole roll call in one request (one transaction on the server). */
function salvarChamada(input: ChamadaInput): Promise<Chamada> {
  return apiFetch('/api/frequencias/chamada', { method: 'PUT', body: input });
}

export function useSalvarChamada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarChamada,
    onSuccess: (chamada, input) => {
      queryClient.setQueryData(
        [...CHAMADA_QUERY_KEY, { turmaId: input.turma_id, disciplinaId: input.disciplina_id, data: input.data }],
        chamada,
      );
      void queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY, predicate: (q) => q.queryKey[1] !== 'chamada' });
    },
  });
}
