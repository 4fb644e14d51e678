import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CanalCaixaSaida, StatusCaixaSaida } from '../../../../../../domain/schemas/caixa-saida';
import { apiFetch } from '../../../../../lib/api';

export interface MensagemResumo {
  id: string;
  canal: CanalCaixaSaida;
  para: string;
  assunto: string;
  evento: string | null;
  status: StatusCaixaSaida;
  tentativas: number;
  erro: string | null;
  created_at: string;
  enviado_em: string | null;
}

export interface Mensagem extends MensagemResumo {
  texto: string;
  html: string | null;
  link: string | null;
}

export interface FiltroCaixaSaida {
  pagina: number;
  porPagina: number;
  busca: string;
  status: StatusCaixaSaida | '';
  canal: CanalCaixaSaida | '';
}

export interface PaginaCaixaSaida {
  itens: MensagemResumo[];
  total: number;
  pagina: number;
  por_pagina: number;
}

const KEY = ['caixa-saida'] as const;

export function caixaSaidaQuery(f: FiltroCaixaSaida) {
  const params = new URLSearchParams({ pagina: String(f.pagina), por_pagina: String(f.porPagina) });
  if (f.busca) params.set('busca', f.busca);
  if (f.status) params.set('status', f.status);
  if (f.canal) params.set('canal', f.canal);
  return queryOptions({
    queryKey: [...KEY, 'lista', f],
    queryFn: ({ signal }) => apiFetch<PaginaCaixaSaida>(`/api/caixa-saida?${params.toString()}`, { signal }),
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
