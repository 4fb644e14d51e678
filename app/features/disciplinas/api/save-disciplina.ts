import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { disciplinaInput, disciplinaUpdate } from '../../../../domain/schemas/disciplina';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY, type Disciplina } from './get-disciplinas';

export type DisciplinaCreateInput = z.output<typeof disciplinaInput>;
export type DisciplinaUpdateInput = z.output<typeof disciplinaUpdate>;

export function createDisciplina(input: DisciplinaCreateInput): Promise<Disciplina> {
  return apiFetch('/api/disciplinas', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
export function updateDisciplina({ id, input }: { id: string; input: DisciplinaUpdateInput }): Promise<Disciplina> {
  return apiFetch(`/api/disciplinas/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

/** Spec 2 §7: after each success the list reloads. */
export function useCreateDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisciplina,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}

export function useUpdateDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisciplina,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCIPLINAS_QUERY_KEY }),
  });
}
