import type { ReactNode } from 'react';
import { useState } from 'react';
import { toast } from 'sonner';

export interface OpcoesExclusao<T> {
  /** The delete mutation of the row's resource (it refreshes the lists itself). */
  excluir: {
    mutate: (id: string, eventos: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The confirmation's text for this row. */
  descrever: (item: T) => ReactNode;
  /**
   * The success toast, and the failure toast: a text from the server's message, or a title with
   * the message under it. A feature's TEXTOS has both.
   */
  textos: { excluido: string; erroExcluir: string | ((mensagem: string) => string) };
  /** Whether a failure closes the confirmation; otherwise it stays open for another try. */
  fecharAoFalhar?: boolean;
  /** What else a successful delete changes on the screen. */
  aoExcluir?: (item: T) => void;
}

/**
 * A delete with confirmation: `pedir(row)` opens 'Confirmar Exclusão', which stays open (and
 * cannot be dismissed) while the request runs; success and failure are told by toast.
 * Spread `confirmacao` into a ConfirmDialog.
 */
export function useExclusao<T extends { id: string }>(opcoes: OpcoesExclusao<T>) {
  const { excluir, descrever, textos, fecharAoFalhar = false, aoExcluir } = opcoes;
  const { excluido, erroExcluir } = textos;
  const [excluindo, setExcluindo] = useState<T | null>(null);

  const confirmar = (item: T) =>
    excluir.mutate(item.id, {
      onSuccess: () => {
        toast.success(excluido);
        aoExcluir?.(item);
        setExcluindo(null);
      },
      onError: (error) => {
        if (typeof erroExcluir === 'string') toast.error(erroExcluir, { description: error.message });
        else toast.error(erroExcluir(error.message));
        if (fecharAoFalhar) setExcluindo(null);
      },
    });

  return {
    excluindo,
    pedir: setExcluindo,
    confirmacao: {
      open: excluindo !== null,
      onOpenChange: (open: boolean) => {
        if (!open && !excluir.isPending) setExcluindo(null);
      },
      description: excluindo ? descrever(excluindo) : '',
      pending: excluir.isPending,
      onConfirm: () => {
        if (excluindo) confirmar(excluindo);
      },
    },
  };
}
