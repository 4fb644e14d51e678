import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FrequenciaUpdateInput } from '../../../../domain/schemas/frequencia';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type Frequencia } from './carregar-frequencias';

/** Also the list's presente/faltou toggle: the record with `presente` flipped and its version. */
function atualizarFrequencia({ id, input }: { id: string; input: FrequenciaUpdateInput }): Promise<Frequencia> {
  return apiFetch(`/api/frequencias/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarFrequencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarFrequencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY }),
  });
}
