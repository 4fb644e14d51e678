import { useState } from 'react';

/** What an action says: its success (a toast), and a failure from the server's message (in its dialog). */
export interface TextosDaAcao<TPedido> {
  sucesso: (pedido: TPedido) => string;
  falha: (mensagem: string) => string;
}

/**
 * What the dialog of an action gets (spread it into the dialog): the row and action asked about
 * (null while closed), how to close, the action run with what the dialog asked, and what it says.
 * The dialog is a FormDialog: `confirmar` is its mutation, `sucesso` and `falha` its texts.
 */
export interface ConfirmacaoDaAcao<TPedido, TCorpo> {
  pedido: TPedido | null;
  onClose: () => void;
  confirmar: (corpo: TCorpo) => Promise<unknown>;
  sucesso: string;
  falha: (mensagem: string) => string;
}

/**
 * Confirm, act, tell the result, for an action on a row that asks first (finalizar um fechamento,
 * corrigir um conselho, cancelar uma pendência, responder uma solicitação): `pedir(pedido)` opens
 * the action's dialog for that row; spread `confirmacao` into it. The dialog runs `executar` (the
 * action's mutation, which refreshes the lists) with what it asked, closes with the success toast,
 * and says a failure in itself, with the server's messages under their fields.
 */
export function useAcaoConfirmada<TPedido, TCorpo>({
  executar,
  textos,
}: {
  executar: (pedido: TPedido, corpo: TCorpo) => Promise<unknown>;
  textos: TextosDaAcao<TPedido>;
}) {
  const [pedido, setPedido] = useState<TPedido | null>(null);
  const confirmacao: ConfirmacaoDaAcao<TPedido, TCorpo> = {
    pedido,
    onClose: () => setPedido(null),
    // The dialog is open (and can confirm) only while it holds a pedido.
    confirmar: (corpo) => executar(pedido!, corpo),
    sucesso: pedido ? textos.sucesso(pedido) : '',
    falha: textos.falha,
  };
  return { pedir: setPedido, confirmacao };
}
