import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Atividade, AtividadeInput, RegistroTratamento } from '../../../../domain/schemas/privacidade-atividade';
import { apiFetch } from '../../../lib/api';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

export type { Atividade, RegistroTratamento } from '../../../../domain/schemas/privacidade-atividade';

const CHAVE = [...PRIVACIDADE_QUERY_KEY, 'atividades'] as const;
const daRede = (empresaId: string | null) => (empresaId ? `?empresa_id=${encodeURIComponent(empresaId)}` : '');

/** The network's record of processing (the administrador names the network). */
export function useRegistroTratamento(empresaId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, empresaId],
      queryFn: ({ signal }): Promise<RegistroTratamento> =>
        apiFetch(`/api/privacidade/atividades${daRede(empresaId)}`, { signal }),
    }),
  );
}

/** One activity read again after a 409: the record is read whole, so the row is found in it. */
export function atividadeQueryOptions(empresaId: string | null) {
  return (id: string) =>
    queryOptions({
      queryKey: [...CHAVE, empresaId, 'detalhe', id],
      queryFn: async ({ signal }): Promise<Atividade> => {
        const registro = await apiFetch<RegistroTratamento>(`/api/privacidade/atividades${daRede(empresaId)}`, { signal });
        const atividade = registro.itens.find((a) => a.id === id);
        if (!atividade) throw new Error('Atividade não encontrada.');
        return atividade;
      },
    });
}

function useInvalidar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHAVE });
}

export function useCriarAtividade(empresaId: string | null) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: AtividadeInput): Promise<Atividade> =>
      apiFetch('/api/privacidade/atividades', {
        method: 'POST',
        body: { ...input, ...(empresaId ? { empresa_id: empresaId } : {}) },
      }),
    onSuccess: invalidar,
  });
}

export function useAtualizarAtividade() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AtividadeInput & { updated_at: string } }): Promise<Atividade> =>
      apiFetch(`/api/privacidade/atividades/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}

export function useExcluirAtividade() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      apiFetch(`/api/privacidade/atividades/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidar,
  });
}
