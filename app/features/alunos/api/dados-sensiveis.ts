import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DadosSensiveis, dadosSensiveisUpdate } from '../../../../domain/schemas/aluno-dados-sensiveis';
import { apiFetch } from '../../../lib/api';

export type DadosSensiveisInput = z.output<typeof dadosSensiveisUpdate>;

// Not under 'alunos': saving the rest of the ficha must not read them again (each read is logged).
const chave = (alunoId: string) => ['dados-sensiveis', alunoId] as const;
const url = (alunoId: string) => `/api/alunos/${encodeURIComponent(alunoId)}/dados-sensiveis`;

/** Read only when the section is shown: each read is written to the access log. */
export function useDadosSensiveis(alunoId: string) {
  return useQuery({
    queryKey: chave(alunoId),
    queryFn: ({ signal }) => apiFetch<DadosSensiveis>(url(alunoId), { signal }),
    staleTime: Infinity,
  });
}

export function useSalvarDadosSensiveis(alunoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DadosSensiveisInput) => apiFetch<DadosSensiveis>(url(alunoId), { method: 'PUT', body: input }),
    onSuccess: (dados) => queryClient.setQueryData(chave(alunoId), dados),
  });
}
