import { useEffect, useRef } from 'react';

interface Salvador {
  salvar: () => void;
  /** A form inside a dialog: it saves while the focus is in the dialog, and only it does. */
  noDialogo: boolean;
}

/** The forms on screen that save with Ctrl+S, in the order they appeared. */
const salvadores: Salvador[] = [];

function aoTeclar(e: KeyboardEvent) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 's') return;
  if (!salvadores.length) return;
  // A form is on screen: the keys are its own, never the browser's "save page".
  e.preventDefault();
  if (e.repeat) return;
  const alvo = e.target instanceof Element ? e.target : null;
  // A question (leave without saving? delete?) is answered first.
  if (alvo?.closest('[role="alertdialog"]')) return;
  // The focus is trapped in an open dialog: its form saves, never the page's under it.
  const noDialogo = !!alvo?.closest('[role="dialog"]');
  salvadores.findLast((s) => s.noDialogo === noDialogo)?.salvar();
}

/**
 * Ctrl+S (⌘+S on a Mac) saves the form on screen from any of its fields, as the button of its
 * action bar does, instead of opening the browser's "save page". With no such form on screen the
 * keys are left to the browser. The latest `salvar` is always the one called.
 */
export function useAtalhoDeSalvar(ativo: boolean, salvar: () => void, { noDialogo = false } = {}) {
  const atual = useRef(salvar);
  useEffect(() => {
    atual.current = salvar;
  });
  useEffect(() => {
    if (!ativo) return;
    const salvador: Salvador = { salvar: () => atual.current(), noDialogo };
    salvadores.push(salvador);
    if (salvadores.length === 1) window.addEventListener('keydown', aoTeclar);
    return () => {
      salvadores.splice(salvadores.indexOf(salvador), 1);
      if (!salvadores.length) window.removeEventListener('keydown', aoTeclar);
    };
  }, [ativo, noDialogo]);
}
