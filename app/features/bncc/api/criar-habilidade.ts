import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HabilidadeInput } from '../../../../domain/schemas/bncc';
import { apiFetch } from '../../../lib/api';
import { BNCC_QUERY_KEY, type Habilidade } from './carregar-habilidades';

function criarHabilidade(input: HabilidadeInput): Promise<Habilidade> {
  return apiFetch('/api/bncc', { method: 'POST', body: input });
}

export function useCriarHabilidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarHabilidade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY }),
  });
}
