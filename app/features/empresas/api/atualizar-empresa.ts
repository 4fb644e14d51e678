import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmpresaDados } from '../../../../domain/schemas/empresa';
import { apiFetch } from '../../../lib/api';
import { EMPRESAS_QUERY_KEY, type Empresa } from './carregar-empresas';

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarEmpresa({ id, input }: { id: string; input: EmpresaDados & { updated_at: string } }): Promise<Empresa> {
  return apiFetch(`/api/empresas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useAtualizarEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarEmpresa,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPRESAS_QUERY_KEY }),
  });
}
