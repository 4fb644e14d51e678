import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarioDados } from '../../../../domain/schemas/calendario';
import { apiFetch } from '../../../lib/api';
import { CALENDARIO_QUERY_KEY, type CalendarioDaEmpresa, restaurarUrl } from './carregar-calendario';

function salvarCalendario(ano: number, input: CalendarioDados): Promise<CalendarioDaEmpresa> {
  return apiFetch(`/api/calendario/${ano}`, { method: 'PUT', body: input });
}

/** Back to the default calendar of the year (the saved one is deleted). */
function restaurarCalendario(ano: number, empresaId: string | null): Promise<CalendarioDaEmpresa> {
  return apiFetch(restaurarUrl(ano, empresaId), { method: 'DELETE' });
}

/** Roll calls read the calendar (which days take one): they are refetched too. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([CALENDARIO_QUERY_KEY, ['frequencias']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSalvarCalendario() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ ano, dados }: { ano: number; dados: CalendarioDados }) => salvarCalendario(ano, dados),
    onSettled: invalidar,
  });
}

export function useRestaurarCalendario() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ ano, empresaId }: { ano: number; empresaId: string | null }) => restaurarCalendario(ano, empresaId),
    onSettled: invalidar,
  });
}
