import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusSolicitacao, TipoSolicitacao } from '../../../../domain/privacidade/tipos';
import type {
  ListaSolicitacoes,
  ResponderSolicitacaoInput,
  Solicitacao,
  SolicitacaoInput,
} from '../../../../domain/schemas/privacidade-solicitacao';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';
import { PRIVACIDADE_QUERY_KEY } from './carregar-acessos';

export type { ListaSolicitacoes, Solicitacao } from '../../../../domain/schemas/privacidade-solicitacao';

/** The list's filters; 'all' means no filter. */
export interface FiltroSolicitacoes {
  busca: string;
  status: 'all' | StatusSolicitacao;
  tipo: 'all' | TipoSolicitacao;
}

const CHAVE = [...PRIVACIDADE_QUERY_KEY, 'solicitacoes'] as const;
const NOMES = { busca: 'busca', status: 'status', tipo: 'tipo' } as const;

export function useSolicitacoes(f: FiltroSolicitacoes & { pagina: number; porPagina: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, 'lista', f],
      queryFn: ({ signal }): Promise<ListaSolicitacoes> =>
        apiFetch(`/api/privacidade/solicitacoes?${parametrosDaPagina(f, NOMES).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One request, read again after a 409 (the form's next save is based on that version). */
export function solicitacaoQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CHAVE, 'detalhe', id],
    queryFn: ({ signal }): Promise<Solicitacao> =>
      apiFetch(`/api/privacidade/solicitacoes/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The list, its counts and the dashboard's notice (under the same key) read again. */
function useInvalidar() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHAVE });
}

export function useCriarSolicitacao() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: SolicitacaoInput): Promise<Solicitacao> =>
      apiFetch('/api/privacidade/solicitacoes', { method: 'POST', body: input }),
    onSuccess: invalidar,
  });
}

export function useAtualizarSolicitacao() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SolicitacaoInput & { updated_at: string } }): Promise<Solicitacao> =>
      apiFetch(`/api/privacidade/solicitacoes/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSettled: invalidar,
  });
}

export function useResponderSolicitacao() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResponderSolicitacaoInput }): Promise<Solicitacao> =>
      apiFetch(`/api/privacidade/solicitacoes/${encodeURIComponent(id)}/responder`, { method: 'POST', body: input }),
    onSettled: invalidar,
  });
}

/** The students whose names match what was typed (the request's 'Aluno'), from the user's reach. */
export function useAlunosPorNome(busca: string) {
  const termo = busca.trim();
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, 'alunos', termo],
      queryFn: ({ signal }): Promise<{ itens: { id: string; nome: string; matricula: string }[] }> =>
        apiFetch(`/api/alunos?por_pagina=20&busca=${encodeURIComponent(termo)}`, { signal }),
      enabled: termo.length >= 2,
      staleTime: 30_000,
    }),
  );
}
