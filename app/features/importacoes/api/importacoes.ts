import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mapeamento } from '../../../../domain/importacao/campos';
import type { DecisaoInput, Importacao, LinhaImportada } from '../../../../domain/schemas/importacao';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { Importacao, LinhaImportada } from '../../../../domain/schemas/importacao';

const CHAVE = ['importacoes'] as const;
/** While the file is analysed or imported, its progress is read again this often. */
const INTERVALO = 1_000;

export function useImportacao(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, id],
      queryFn: ({ signal }) => apiFetch<Importacao>(`/api/importacoes/${encodeURIComponent(id!)}`, { signal }),
      enabled: !!id,
      refetchInterval: (q) => (q.state.data && ['analisando', 'importando'].includes(q.state.data.status) ? INTERVALO : false),
    }),
  );
}

/** The school's latest imports, to come back to one under way or see a result again. */
export function useImportacoesRecentes(escolaId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, 'escola', escolaId],
      queryFn: ({ signal }) =>
        apiFetch<Pagina<Importacao>>(`/api/importacoes?escola_id=${encodeURIComponent(escolaId)}&por_pagina=5`, { signal }),
    }),
  );
}

export function useLinhas(id: string, filtro: 'recusadas' | 'pendentes' | 'duplicadas', pagina: number, ativo: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...CHAVE, id, 'linhas', filtro, pagina],
      queryFn: ({ signal }) =>
        apiFetch<Pagina<LinhaImportada>>(
          `/api/importacoes/${encodeURIComponent(id)}/linhas?filtro=${filtro}&pagina=${pagina}&por_pagina=20`,
          {
            signal,
          },
        ),
      placeholderData: keepPreviousData,
      enabled: ativo,
    }),
  );
}

/** The upload, the mapping, the analysis, the decisions and the run: each refreshes the import. */
export function useAcoesDaImportacao() {
  const qc = useQueryClient();
  const atualizar = () => qc.invalidateQueries({ queryKey: CHAVE });
  // The import as the server answered: the next step shows at once (the progress bar of a run
  // that started), before the refetch.
  const mostrar = (imp: Importacao) => {
    qc.setQueryData([...CHAVE, imp.id], imp);
    void atualizar();
  };
  return {
    enviar: useMutation({
      mutationFn: ({ escolaId, arquivo }: { escolaId: string; arquivo: File }) => {
        const corpo = new FormData();
        corpo.append('arquivo', arquivo);
        return apiFetch<Importacao>(`/api/importacoes?escola_id=${encodeURIComponent(escolaId)}`, {
          method: 'POST',
          body: corpo,
        });
      },
      onSuccess: mostrar,
    }),
    mapear: useMutation({
      mutationFn: ({ id, mapeamento }: { id: string; mapeamento: Mapeamento }) =>
        apiFetch<Importacao>(`/api/importacoes/${encodeURIComponent(id)}/mapeamento`, { method: 'PUT', body: { mapeamento } }),
      onSuccess: atualizar,
    }),
    analisar: useMutation({
      mutationFn: (id: string) => apiFetch<Importacao>(`/api/importacoes/${encodeURIComponent(id)}/analisar`, { method: 'POST' }),
      onSuccess: mostrar,
    }),
    decidir: useMutation({
      mutationFn: ({ id, ...corpo }: DecisaoInput & { id: string }) =>
        apiFetch<{ decididas: number; pendentes: number }>(`/api/importacoes/${encodeURIComponent(id)}/decisoes`, {
          method: 'POST',
          body: corpo,
        }),
      onSuccess: atualizar,
    }),
    executar: useMutation({
      mutationFn: (id: string) => apiFetch<Importacao>(`/api/importacoes/${encodeURIComponent(id)}/executar`, { method: 'POST' }),
      onSuccess: mostrar,
    }),
  };
}

export const urlDasRecusadas = (id: string) => `/api/importacoes/${encodeURIComponent(id)}/recusadas`;
