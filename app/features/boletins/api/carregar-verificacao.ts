import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificacaoDoDocumento } from '../../../../domain/schemas/boletim';
import { ApiError, apiFetch } from '../../../lib/api';

export type { VerificacaoDoDocumento } from '../../../../domain/schemas/boletim';

const verificacaoQueryOptions = (codigo: string) =>
  queryOptions({
    queryKey: ['publico', 'verificar', codigo],
    queryFn: ({ signal }) => apiFetch<VerificacaoDoDocumento>(`/api/publico/verificar/${encodeURIComponent(codigo)}`, { signal }),
    // An unknown or malformed code will not start existing on a retry.
    retry: (tentativas, erro) => !(erro instanceof ApiError && (erro.status === 404 || erro.status === 400)) && tentativas < 2,
  });

export function useVerificacao(codigo: string) {
  return useQuery(verificacaoQueryOptions(codigo));
}
