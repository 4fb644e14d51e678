import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanilhaDados } from '../../../../domain/schemas/nota';
import { apiFetch } from '../../../lib/api';
import { PLANILHA_QUERY_KEY, type Planilha } from './carregar-planilha';
import { NOTAS_QUERY_KEY } from './carregar-notas';

/** The whole sheet in one request; each row carries the version it was loaded with. */
function salvarPlanilha(input: PlanilhaDados): Promise<Planilha> {
  return apiFetch('/api/notas/planilha', { method: 'PUT', body: input });
}

export function useSalvarPlanilha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarPlanilha,
    onSuccess: (planilha, input) => {
      queryClient.setQueryData(
        [...PLANILHA_QUERY_KEY, { turmaId: input.turma_id, disciplinaId: input.disciplina_id, bimestre: input.bimestre }],
        planilha,
      );
      void queryClient.invalidateQueries({ queryKey: NOTAS_QUERY_KEY });
    },
  });
}
