import { useMutation } from '@tanstack/react-query';
import type { ConfirmacaoDoAluno, ConfirmacaoDoAlunoInput } from '../../../../domain/schemas/boletim';
import { apiFetch } from '../../../lib/api';

export type { ConfirmacaoDoAluno, ConfirmacaoDoAlunoInput } from '../../../../domain/schemas/boletim';

/** The birth date goes in the body: an address (and so the server's log) never carries it. */
function confirmarAluno(codigo: string, input: ConfirmacaoDoAlunoInput): Promise<ConfirmacaoDoAluno> {
  return apiFetch(`/api/publico/verificar/${encodeURIComponent(codigo)}/aluno`, { method: 'POST', body: input });
}

/** Kept in the page only (no query cache): the name is shown to this verifier and gone with the tab. */
export function useConfirmarAluno(codigo: string) {
  return useMutation({ mutationFn: (input: ConfirmacaoDoAlunoInput) => confirmarAluno(codigo, input) });
}
