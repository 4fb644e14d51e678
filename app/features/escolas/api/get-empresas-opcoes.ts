import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface EmpresaOpcao {
  id: string;
  nome: string;
}

/** The companies offered in the school form's Empresa field (administradores only). */
export function getEmpresasOpcoes(signal?: AbortSignal): Promise<{ itens: EmpresaOpcao[] }> {
  return apiFetch('/api/empresas?por_pagina=100', { signal });
}

export const empresasOpcoesQueryOptions = queryOptions({
  // Under 'empresas' so a change on the companies screen refreshes these choices too.
  queryKey: ['empresas', 'opcoes-escolas'],
  queryFn: ({ signal }) => getEmpresasOpcoes(signal),
  staleTime: 60_000,
});

export function useEmpresasOpcoes(enabled: boolean) {
  return useQuery({ ...empresasOpcoesQueryOptions, enabled });
}
