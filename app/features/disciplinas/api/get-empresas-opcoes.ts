import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface EmpresaOpcao {
  id: string;
  nome: string;
}

/** The education bodies an administrador chooses from (filter and the Empresa field). */
export function getEmpresasOpcoes(signal?: AbortSignal): Promise<{ itens: EmpresaOpcao[] }> {
  return apiFetch('/api/empresas?por_pagina=100', { signal });
}

export function useEmpresasOpcoes(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['empresas', 'opcoes-componentes'],
      queryFn: ({ signal }) => getEmpresasOpcoes(signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}
