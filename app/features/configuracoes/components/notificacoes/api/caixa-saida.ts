import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CanalCaixaSaida, Mensagem, MensagemResumo, StatusCaixaSaida } from '../../../../../../domain/schemas/caixa-saida';
import type { Pagina } from '../../../../../../domain/schemas/pagina';
import { apiFetch } from '../../../../../lib/api';

export interface FiltroCaixaSaida {
  pagina: number;
  porPagina: number;
  busca: string;
  status: StatusCaixaSaida | '';
  canal: CanalCaixaSaida | '';
}

const KEY = ['caixa-saida'] as const;

function caixaSaidaQuery(f: FiltroCaixaSaida) {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  if (f.status) params.set('status', f.status);
  if (f.canal) params.set('canal', f.canal);
  return queryOptions({
    queryKey: [...KEY, 'lista', f],
    queryFn: ({ signal }) => apiFetch<Pagina<MensagemResumo>>(`/api/caixa-saida?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCaixaSaida(f: FiltroCaixaSaida) {
  return useQuery(caixaSaidaQuery(f));
}

export function useMensagem(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'mensagem', id],
    queryFn: ({ signal }) => apiFetch<Mensagem>(`/api/caixa-saida/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
}
