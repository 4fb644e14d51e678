import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FrequenciaUpdateInput } from '../../../../domain/schemas/frequencia';
import { apiFetch } from '../../../lib/api';
import { FREQUENCIAS_QUERY_KEY, type Frequencia } from './get-frequencias';

/** Also the list's presente/faltou toggle: the record with `presente` flipped and its version. */
export function updateFrequencia({ id, input }: { id: string; input: FrequenciaUpdateInput }): Promise<Frequencia> {
  return apiFetch(`/api/frequencias/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateFrequencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFrequencia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY }),
  });
}
