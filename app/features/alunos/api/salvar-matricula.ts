import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EncerramentoMatricula } from '../../../../domain/academico/catalogo';
import type { Matricula } from '../../../../domain/schemas/matricula';
import { apiFetch } from '../../../lib/api';
import { refreshAlunos } from './salvar-aluno';

function matricular(input: { aluno_id: string; turma_id: string }): Promise<Matricula> {
  return apiFetch('/api/matriculas', { method: 'POST', body: input });
}

/** Ends the enrolment as 'transferida' and starts one in the other class on `data`. */
function transferir({ id, turma_id, data }: { id: string; turma_id: string; data: string | null }): Promise<Matricula> {
  return apiFetch(`/api/matriculas/${encodeURIComponent(id)}/transferir`, { method: 'POST', body: { turma_id, data } });
}

function encerrar({
  id,
  status,
  data_fim,
}: {
  id: string;
  status: EncerramentoMatricula;
  data_fim: string | null;
}): Promise<Matricula> {
  return apiFetch(`/api/matriculas/${encodeURIComponent(id)}/encerrar`, { method: 'POST', body: { status, data_fim } });
}

export function useMatricular() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: matricular, onSettled: () => refreshAlunos(queryClient) });
}

export function useTransferir() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: transferir, onSettled: () => refreshAlunos(queryClient) });
}

export function useEncerrar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: encerrar, onSettled: () => refreshAlunos(queryClient) });
}
