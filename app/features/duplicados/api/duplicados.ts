import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DuplicadoSuspeito, Fusao, FusaoListada } from '../../../../domain/schemas/duplicado';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { DuplicadoSuspeito, FusaoListada } from '../../../../domain/schemas/duplicado';

export interface FiltroDuplicados {
  pagina: number;
  porPagina: number;
  busca: string;
  /** 'all' (the select's "Todos") means no filter. */
  grau: string;
}

/** Every duplicates query sits under this key: a scan, a dismissal, a merge or an undo refresh them all (and the students'). */
const DUPLICADOS_QUERY_KEY = ['duplicados'] as const;

export function useDuplicados(f: FiltroDuplicados) {
  return useQuery({
    queryKey: [...DUPLICADOS_QUERY_KEY, 'pares', f],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
      if (f.busca) params.set('busca', f.busca);
      if (f.grau !== 'all') params.set('grau', f.grau);
      return apiFetch<Pagina<DuplicadoSuspeito>>(`/api/duplicados?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useFusoes(pagina: number, enabled: boolean) {
  return useQuery({
    queryKey: [...DUPLICADOS_QUERY_KEY, 'fusoes', pagina],
    queryFn: ({ signal }) => apiFetch<Pagina<FusaoListada>>(`/api/duplicados/fusoes?pagina=${pagina}&por_pagina=10`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useAcaoDeDuplicados<TEntrada, TSaida>(mutationFn: (entrada: TEntrada) => Promise<TSaida>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: DUPLICADOS_QUERY_KEY });
      await qc.invalidateQueries({ queryKey: ['alunos'] });
    },
  });
}

export const useProcurarDuplicados = () =>
  useAcaoDeDuplicados(() => apiFetch<{ encontrados: number; novos: number }>('/api/duplicados/procurar', { method: 'POST' }));

export const useDescartarPar = () =>
  useAcaoDeDuplicados((id: string) => apiFetch<DuplicadoSuspeito>(`/api/duplicados/${id}/descartar`, { method: 'POST' }));

export const useFundirPar = () =>
  useAcaoDeDuplicados(({ id, mantido }: { id: string; mantido: string }) =>
    apiFetch<Fusao>(`/api/duplicados/${id}/fundir`, { method: 'POST', body: { aluno_mantido_id: mantido } }),
  );

export const useDesfazerFusao = () =>
  useAcaoDeDuplicados((id: string) => apiFetch<Fusao>(`/api/duplicados/fusoes/${id}/desfazer`, { method: 'POST' }));
