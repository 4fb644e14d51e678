import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CODIGOS_DE_ERRO } from '../../../../domain/erros';
import type { FechamentoBimestralInput, FechamentoBimestralUpdate } from '../../../../domain/schemas/fechamento-bimestral';
import { ApiError, apiFetch } from '../../../lib/api';
import { FECHAMENTOS_QUERY_KEY, type FechamentoBimestral } from './carregar-fechamentos';

/** A closing's status locks or unlocks the grade sheets and roll calls: refresh them too. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [FECHAMENTOS_QUERY_KEY, ['notas'], ['frequencias'], ['avaliacoes'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCriarFechamento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: FechamentoBimestralInput) =>
      apiFetch<FechamentoBimestral>('/api/fechamentos-bimestrais', { method: 'POST', body: input }),
    onSuccess: invalidar,
  });
}

export function useAtualizarFechamento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FechamentoBimestralUpdate }) =>
      apiFetch<FechamentoBimestral>(`/api/fechamentos-bimestrais/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}

export function useExcluirFechamento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/fechamentos-bimestrais/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidar,
  });
}

/** Finalizar sends the justificativa (and the reason to pass blocking pendencies), Reabrir the motivo, Aprovar nothing. */
export interface CorpoDaAcao {
  justificativa?: string | null;
  motivo_pendencias?: string | null;
  motivo?: string;
}

/** Finalizar, Reabrir (with the motivo) and Aprovar: one POST each. */
export function useAcaoFechamento() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, acao, corpo }: { id: string; acao: 'finalizar' | 'reabrir' | 'aprovar'; corpo?: CorpoDaAcao }) =>
      apiFetch<FechamentoBimestral>(`/api/fechamentos-bimestrais/${encodeURIComponent(id)}/${acao}`, {
        method: 'POST',
        body: corpo ?? {},
      }),
    onSettled: invalidar,
  });
}

/** The server's refusal to finalize while blocking pendencies of the class, subject and bimestre are open. */
export const ehRecusaPorPendencias = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === CODIGOS_DE_ERRO.pendenciasBloqueantes;
