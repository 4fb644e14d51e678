import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Aluno } from '../api/carregar-alunos';
import { corpoDoAluno, useExcluirAluno, useAtualizarAluno } from '../api/salvar-aluno';
import { TEXTOS } from './textos';

/**
 * Deleting a student: one without history is deleted ('Esta ação não pode ser desfeita.'); one
 * with enrolments, grades or attendance is marked inativo instead, so the history stays.
 */
export function ExcluirAlunoDialog({
  aluno,
  onClose,
  onExcluido,
}: {
  aluno: Aluno | null;
  onClose: () => void;
  onExcluido: () => void;
}) {
  const excluir = useExcluirAluno();
  const atualizar = useAtualizarAluno();
  const pending = excluir.isPending || atualizar.isPending;
  const inativar = aluno?.possui_historico ?? false;

  const confirmar = () => {
    if (!aluno) return;
    if (!inativar) {
      excluir.mutate(aluno.id, {
        onSuccess: () => {
          toast.success(TEXTOS.excluido);
          onExcluido();
          onClose();
        },
        onError: (error) => {
          toast.error(TEXTOS.erroExcluir(error.message));
          onClose();
        },
      });
      return;
    }
    atualizar.mutate(
      {
        id: aluno.id,
        input: { ...corpoDoAluno(aluno), status: 'inativo', turma_id: null },
      },
      {
        onSuccess: () => {
          toast.success(TEXTOS.inativado);
          onClose();
        },
        onError: (error) => {
          toast.error(TEXTOS.erroSalvar(error.message));
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={aluno !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={inativar ? TEXTOS.inativarTitulo : undefined}
      confirmLabel={inativar ? 'Inativar' : undefined}
      description={aluno ? (inativar ? TEXTOS.confirmarInativacao(aluno.nome) : TEXTOS.confirmarExclusao(aluno.nome)) : ''}
      pending={pending}
      onConfirm={confirmar}
    />
  );
}
