import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';

/** The bodies an administrador may choose when editing school rules. */
export function getEmpresas(signal?: AbortSignal): Promise<{ itens: { id: string; nome: string }[] }> {
  return apiFetch('/api/empresas?por_pagina=100', { signal });
}

export function useEmpresasRegras(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['empresas', 'opcoes-regras'], queryFn: ({ signal }) => getEmpresas(signal), staleTime: 60_000 }),
    enabled,
  });
}
