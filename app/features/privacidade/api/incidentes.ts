import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Incidente, IncidenteInput, ListaIncidentes } from '../../../../domain/schemas/privacidade-incidente';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

export type { Incidente } from '../../../../domain/schemas/privacidade-incidente';

const CHAVE = [...PRIVACIDADE_QUERY_KEY, 'incidentes'] as const;
const NOMES = { busca: 'busca', empresaId: 'empresa_id' } as const;

export function useIncidentes(f: { busca: string; empresaId: string; pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, 'lista', f],
      queryFn: ({ signal }): Promise<ListaIncidentes> =>
        apiFetch(`/api/privacidade/incidentes?${parametrosDaPagina(f, NOMES).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function incidenteQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CHAVE, 'detalhe', id],
    queryFn: ({ signal }): Promise<Incidente> => apiFetch(`/api/privacidade/incidentes/${encodeURIComponent(id)}`, { signal }),
  });
}

function useInvalidar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHAVE });
}

export function useCriarIncidente(empresaId: string | null) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: IncidenteInput): Promise<Incidente> =>
      apiFetch('/api/privacidade/incidentes', {
        method: 'POST',
        body: { ...input, ...(empresaId ? { empresa_id: empresaId } : {}) },
      }),
    onSuccess: invalidar,
  });
}

export function useAtualizarIncidente() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: IncidenteInput & { updated_at: string } }): Promise<Incidente> =>
      apiFetch(`/api/privacidade/incidentes/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}
