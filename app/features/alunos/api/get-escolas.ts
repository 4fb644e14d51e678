import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface EscolaOpcao {
  id: string;
  nome: string;
  empresa_id: string;
}

/** The schools in the user's scope: where a student may be transferred to. */
export function getEscolas(signal?: AbortSignal): Promise<{ itens: EscolaOpcao[] }> {
  return apiFetch('/api/escolas?por_pagina=100', { signal });
}

export function useEscolas(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['escolas', 'opcoes-alunos'], queryFn: ({ signal }) => getEscolas(signal), staleTime: 60_000 }),
    enabled,
  });
}
