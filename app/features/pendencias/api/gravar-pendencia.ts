import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcaoPendencia } from '../../../../domain/pendencia/status';
import type { PendenciaDados } from '../../../../domain/schemas/pendencia';
import { apiFetch } from '../../../lib/api';
import { PENDENCIAS_QUERY_KEY, type Pendencia } from './carregar-pendencias';

/** The list, the cards and the dashboard's "Minhas pendências" (under the same key) read again. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PENDENCIAS_QUERY_KEY });
}

function criarPendencia(turmaId: string, input: PendenciaDados): Promise<Pendencia> {
  return apiFetch(`/api/turmas/${encodeURIComponent(turmaId)}/pendencias`, { method: 'POST', body: input });
}

/** Created in the page's class. */
export function useCriarPendencia(turmaId: string) {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: (input: PendenciaDados) => criarPendencia(turmaId, input), onSuccess: invalidar });
}

function atualizarPendencia({ id, input }: { id: string; input: PendenciaDados & { updated_at: string } }): Promise<Pendencia> {
  return apiFetch(`/api/pendencias/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarPendencia() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: atualizarPendencia, onSettled: invalidar });
}

function excluirPendencia(id: string): Promise<void> {
  return apiFetch(`/api/pendencias/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirPendencia() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: excluirPendencia, onSettled: invalidar });
}

/** One status step from the version on screen; cancelar sends the reason. */
function agirNaPendencia({
  pendencia,
  acao,
  motivo,
}: {
  pendencia: Pick<Pendencia, 'id' | 'updated_at'>;
  acao: AcaoPendencia;
  motivo?: string;
}): Promise<Pendencia> {
  return apiFetch(`/api/pendencias/${encodeURIComponent(pendencia.id)}/${acao}`, {
    method: 'POST',
    body: { updated_at: pendencia.updated_at, ...(acao === 'cancelar' ? { motivo } : {}) },
  });
}

export function useAcaoPendencia() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: agirNaPendencia, onSettled: invalidar });
}
