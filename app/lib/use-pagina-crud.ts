import { useState } from 'react';
import { type OpcoesExclusao, useExclusao } from './use-exclusao';
import type { Paginacao } from './use-lista-paginada';

/**
 * Which row a create/edit form dialog is open for: `novo()` opens it empty, `editar(row)` for
 * that row. Spread `formulario` into the dialog and give it `editando` as its row.
 */
export function useFormulario<T>() {
  const [aberto, setAberto] = useState<{ item: T | null } | null>(null);
  return {
    novo: () => setAberto({ item: null }),
    editar: (item: T) => setAberto({ item }),
    /** The row the form edits; null when it creates one (or is closed). */
    editando: aberto?.item ?? null,
    formulario: {
      open: aberto !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setAberto(null);
      },
    },
  };
}

/**
 * What a create/edit/delete list page does besides showing its rows: the form dialog and the
 * confirmed delete, after which the page steps back if it lost its last row. Spread
 * `formulario` into the form dialog and `confirmacao` into a ConfirmDialog.
 */
export function usePaginaCrud<T extends { id: string }>({
  paginacao,
  lista,
  ...exclusao
}: Omit<OpcoesExclusao<T>, 'aoExcluir'> & {
  paginacao: Pick<Paginacao, 'aposExcluir'>;
  /** The list query: how many rows its page showed when a delete succeeds. */
  lista: { data?: { itens: readonly unknown[] } };
}) {
  const formulario = useFormulario<T>();
  const { excluindo, pedir, confirmacao } = useExclusao<T>({
    ...exclusao,
    aoExcluir: () => paginacao.aposExcluir(lista.data?.itens.length),
  });
  return {
    ...formulario,
    excluindo,
    pedirExclusao: pedir,
    confirmacao,
    /** A table's or card's edit and delete handlers, to spread into it. */
    acoes: { onEditar: formulario.editar, onExcluir: pedir },
  };
}
