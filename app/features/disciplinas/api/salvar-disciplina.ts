import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { disciplinaInput, disciplinaUpdate } from '../../../../domain/schemas/disciplina';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY, type Disciplina } from './carregar-disciplinas';

export type DisciplinaCreateInput = z.output<typeof disciplinaInput>;
export type DisciplinaUpdateInput = z.output<typeof disciplinaUpdate>;

function criarDisciplina(input: DisciplinaCreateInput): Promise<Disciplina> {
  return apiFetch('/api/disciplinas', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarDisciplina({ id, input }: { id: string; input: DisciplinaUpdateInput }): Promise<Disciplina> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

/** After each success the list reloads, so it shows what the server stored. */
export function useCriarDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarDisciplina,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}

export function useAtualizarDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: atualizarDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
