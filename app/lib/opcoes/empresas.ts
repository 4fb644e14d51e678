import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

export interface EmpresaOpcao {
  id: string;
  nome: string;
  tipo: string;
}

/** The education bodies an administrador chooses from (a filter, or the Empresa field of a form). */
function carregarEmpresasOpcoes(signal?: AbortSignal): Promise<{ itens: EmpresaOpcao[] }> {
  return apiFetch('/api/empresas?por_pagina=100', { signal });
}

const empresasOpcoesQueryOptions = queryOptions({
  // Under 'empresas' so a change on the companies screen refreshes these choices too.
  queryKey: ['empresas', 'opcoes'],
  queryFn: ({ signal }) => carregarEmpresasOpcoes(signal),
  staleTime: 60_000,
});

export function useEmpresasOpcoes(enabled = true) {
  return useQuery({ ...empresasOpcoesQueryOptions, enabled });
}
