import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConselhoInput, ConselhoUpdate, DecisaoInput, PresencasInput } from '../../../../domain/schemas/conselho';
import { apiFetch } from '../../../lib/api';
import { CONSELHOS_QUERY_KEY, type Conselho, type DecisaoDoConselho } from './carregar-conselhos';

function useInvalidar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONSELHOS_QUERY_KEY });
}

const url = (id: string) => `/api/conselhos/${encodeURIComponent(id)}`;

export function useCriarConselho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: ConselhoInput) => apiFetch<Conselho>('/api/conselhos', { method: 'POST', body: input }),
    onSuccess: invalidar,
  });
}

export function useAtualizarConselho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConselhoUpdate }) =>
      apiFetch<Conselho>(url(id), { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}

export function useExcluirConselho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(url(id), { method: 'DELETE' }),
    onSettled: invalidar,
  });
}

export type AcaoDoConselho = 'iniciar' | 'finalizar' | 'corrigir';
/** Corrigir decisões sends the motivo; Iniciar and Finalizar, nothing. */
export interface CorpoDaAcao {
  motivo?: string;
}

/** Iniciar, Finalizar and Corrigir decisões (with the motivo): one POST each. */
export function useAcaoConselho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, acao, corpo }: { id: string; acao: AcaoDoConselho; corpo?: CorpoDaAcao }) =>
      apiFetch<Conselho>(`${url(id)}/${acao}`, { method: 'POST', body: corpo ?? {} }),
    onSettled: invalidar,
  });
}

export function useGravarPresencas() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PresencasInput }) =>
      apiFetch<Conselho>(`${url(id)}/presencas`, { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}

export function useGravarDecisao() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, alunoId, input }: { id: string; alunoId: string; input: DecisaoInput }) =>
      apiFetch<DecisaoDoConselho>(`${url(id)}/decisoes/${encodeURIComponent(alunoId)}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
  });
}
