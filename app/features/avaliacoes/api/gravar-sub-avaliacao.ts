import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubAvaliacaoDados } from '../../../../domain/schemas/sub-avaliacao';
import { apiFetch } from '../../../lib/api';
import { SUB_AVALIACOES_QUERY_KEY, type SubAvaliacao } from './carregar-sub-avaliacoes';

/** Grades pages compute the bimester grade from the assessments: refresh them too. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () => Promise.all([SUB_AVALIACOES_QUERY_KEY, ['notas']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function criarSubAvaliacao(input: SubAvaliacaoDados): Promise<SubAvaliacao> {
  return apiFetch('/api/avaliacoes', { method: 'POST', body: input });
}

export function useCriarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: criarSubAvaliacao, onSuccess: invalidar });
}

/** The class, subject and bimestre of an assessment do not change: only the rest is sent. */
export function atualizarSubAvaliacao({
  id,
  input,
}: {
  id: string;
  input: SubAvaliacaoDados & { updated_at: string };
}): Promise<SubAvaliacao> {
  const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...campos } = input;
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { method: 'PUT', body: campos });
}

export function useAtualizarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: atualizarSubAvaliacao, onSettled: invalidar });
}

export function excluirSubAvaliacao(id: string): Promise<void> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: excluirSubAvaliacao, onSettled: invalidar });
}

/** agendada → aplicada → corrigida → finalizada, one step. */
export function avancarSubAvaliacao(avaliacao: Pick<SubAvaliacao, 'id' | 'updated_at'>): Promise<SubAvaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(avaliacao.id)}/avancar`, {
    method: 'POST',
    body: { updated_at: avaliacao.updated_at },
  });
}

export function useAvancarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: avancarSubAvaliacao, onSettled: invalidar });
}
