import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvaliacaoDados } from '../../../../domain/schemas/avaliacao';
import { apiFetch } from '../../../lib/api';
import { SUB_AVALIACOES_QUERY_KEY, type Avaliacao } from './carregar-sub-avaliacoes';

/** Grades pages compute the bimester grade from the assessments: refresh them too. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () => Promise.all([SUB_AVALIACOES_QUERY_KEY, ['notas']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

function criarSubAvaliacao(input: AvaliacaoDados): Promise<Avaliacao> {
  return apiFetch('/api/avaliacoes', { method: 'POST', body: input });
}

export function useCriarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: criarSubAvaliacao, onSuccess: invalidar });
}

/** The class, subject and bimestre of an assessment do not change: only the rest is sent. */
function atualizarSubAvaliacao({
  id,
  input,
}: {
  id: string;
  input: AvaliacaoDados & { updated_at: string };
}): Promise<Avaliacao> {
  const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...campos } = input;
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { method: 'PUT', body: campos });
}

export function useAtualizarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: atualizarSubAvaliacao, onSettled: invalidar });
}

function excluirSubAvaliacao(id: string): Promise<void> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useExcluirSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: excluirSubAvaliacao, onSettled: invalidar });
}

/** agendada → aplicada → corrigida → finalizada, one step. */
function avancarSubAvaliacao(avaliacao: Pick<Avaliacao, 'id' | 'updated_at'>): Promise<Avaliacao> {
  return apiFetch(`/api/avaliacoes/${encodeURIComponent(avaliacao.id)}/avancar`, {
    method: 'POST',
    body: { updated_at: avaliacao.updated_at },
  });
}

export function useAvancarSubAvaliacao() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: avancarSubAvaliacao, onSettled: invalidar });
}
