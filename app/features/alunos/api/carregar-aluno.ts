import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { alunoDetalheResposta } from '../../../../domain/schemas/aluno';
import type { Municipio } from '../../../../domain/schemas/municipio';
import { apiFetch } from '../../../lib/api';
import { ALUNOS_QUERY_KEY } from './carregar-alunos';

export type AlunoDetalhe = z.infer<typeof alunoDetalheResposta>;

/** One student for the ficha; under 'alunos', so every student change refreshes it. */
export function useAluno(id: string) {
  return useQuery({
    queryKey: [...ALUNOS_QUERY_KEY, 'ficha', id],
    queryFn: ({ signal }) => apiFetch<AlunoDetalhe>(`/api/alunos/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The IBGE municipalities whose name has what was typed (from 2 letters on). */
export function useMunicipios(busca: string) {
  const termo = busca.trim();
  return useQuery({
    queryKey: ['municipios', termo],
    queryFn: ({ signal }) =>
      apiFetch<{ itens: Municipio[]; total: number }>(`/api/municipios?busca=${encodeURIComponent(termo)}`, { signal }),
    enabled: termo.length >= 2,
    staleTime: Infinity,
  });
}
