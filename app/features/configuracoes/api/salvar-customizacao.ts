import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customizacao } from '../../../../domain/customizacao';
import { apiFetch } from '../../../lib/api';
import { APARENCIA_QUERY_KEY, IDENTIDADE_QUERY_KEY } from '../../../lib/aparencia';
import { CUSTOMIZACAO_QUERY_KEY, type CustomizacaoSalva } from '../../../lib/customizacao';
import { comEmpresa } from './carregar-sistema';

/** The cards as the form holds them: numbers may be text, links the comma-separated text. */
export type CustomizacaoEnviada = { [K in keyof Customizacao]: Record<string, unknown> };

function salvarCustomizacao({
  empresaId,
  ...input
}: {
  empresaId: string | null;
  customizacao: CustomizacaoEnviada;
  versoes: CustomizacaoSalva['versoes'];
}): Promise<CustomizacaoSalva> {
  return apiFetch(comEmpresa('/api/customizacao', empresaId), { method: 'PUT', body: input });
}

function resetCustomizacao(empresaId: string | null): Promise<CustomizacaoSalva> {
  return apiFetch(comEmpresa('/api/customizacao', empresaId), { method: 'DELETE' });
}

function onSaved(queryClient: ReturnType<typeof useQueryClient>) {
  return (salva: CustomizacaoSalva, variaveis: { empresaId: string | null } | string | null) => {
    const empresaId = variaveis && typeof variaveis === 'object' ? variaveis.empresaId : variaveis;
    queryClient.setQueryData([...CUSTOMIZACAO_QUERY_KEY, empresaId ?? 'propria'], salva);
    void queryClient.invalidateQueries({ queryKey: APARENCIA_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: IDENTIDADE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

/** Saving applies it for real: the layout, the landing page and the dashboard read it again. */
export function useSalvarCustomizacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: salvarCustomizacao, onSuccess: onSaved(queryClient) });
}

export function useResetCustomizacao() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetCustomizacao, onSuccess: onSaved(queryClient) });
}
