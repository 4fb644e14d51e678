import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmpresaDados } from '../../../../domain/schemas/empresa';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY, type Empresa } from './get-empresas';

export function createEmpresa(input: EmpresaDados): Promise<Empresa> {
  return apiFetch('/api/empresas', { method: 'POST', body: input });
}

export function useCreateEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmpresa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_QUERY_KEY }),
  });
}
