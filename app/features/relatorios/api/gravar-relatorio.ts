import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { relatorioInput } from '../../../../domain/schemas/relatorio';
import { apiFetch } from '../../../lib/api';
import { RELATORIOS_QUERY_KEY, type Relatorio } from './carregar-relatorios';

/** What the form sends: the type, the format and the parameters the type takes. */
export type PedidoDeRelatorio = z.output<typeof relatorioInput>;

/** Queues a report (202): the answer is the job, still waiting for the worker. */
function solicitarRelatorio(pedido: PedidoDeRelatorio): Promise<Relatorio> {
  return apiFetch('/api/relatorios', { method: 'POST', body: pedido });
}

export function useSolicitarRelatorio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solicitarRelatorio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELATORIOS_QUERY_KEY }),
  });
}

function excluirRelatorio(id: string): Promise<void> {
  return apiFetch(`/api/relatorios/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirRelatorio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirRelatorio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RELATORIOS_QUERY_KEY }),
  });
}
