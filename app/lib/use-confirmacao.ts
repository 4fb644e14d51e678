import { useState } from 'react';

/** The texts of a confirmation: its title and question, the button and what it says while the action runs. */
export interface TextosDaConfirmacao {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
}

/**
 * A confirmation before an action that is not a delete (encerrar o ano, aplicar a rematrícula):
 * `abrir()`, and `props` to spread into a ConfirmDialog. The action gets `fechar` to close it when it ends.
 */
export function useConfirmacao(textos: TextosDaConfirmacao, pending: boolean, acao: (fechar: () => void) => void) {
  const [aberta, setAberta] = useState(false);
  const fechar = () => setAberta(false);
  return {
    abrir: () => setAberta(true),
    props: { ...textos, open: aberta, onOpenChange: setAberta, pending, onConfirm: () => acao(fechar) },
  };
}
