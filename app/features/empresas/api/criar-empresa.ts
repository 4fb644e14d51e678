import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmpresaDados } from '../../../../domain/schemas/empresa';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY, type Empresa } from './carregar-empresas';

function criarEmpresa(input: EmpresaDados): Promise<Empresa> {
  return apiFetch('/api/empresas', { method: 'POST', body: input });
}

export function useCriarEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarEmpresa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_QUERY_KEY }),
  });
}
