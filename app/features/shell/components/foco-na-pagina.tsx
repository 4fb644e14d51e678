import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const MAIN_ID = 'conteudo-principal';
/** How long a page may take to show its heading (a lazy screen, then its data) before we give up. */
const ESPERA_MAXIMA_MS = 10_000;

/**
 * On every page change, moves the focus to the new page's heading (the h1 in <main>), so a
 * keyboard or screen-reader user starts on the page and hears its title instead of staying in
 * the sidebar. The heading may come late (lazy screen, 'Carregando...' first), so the main area
 * is watched until it shows. Someone who already moved into the new page (a tab inside the page
 * changed the address) keeps their place, and then the title is announced by the live region.
 */
export function FocoNaPagina() {
  const { pathname } = useLocation();
  const [anuncio, setAnuncio] = useState('');
  const primeira = useRef(true);

  useEffect(() => {
    // The first screen after sign-in or a reload: the browser already starts at the top of the page.
    if (primeira.current) {
      primeira.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    let focado: HTMLElement | null = null;
    let desistiu = false;

    const tentar = () => {
      if (desistiu) return;
      const titulo = main.querySelector<HTMLElement>('h1');
      if (!titulo || titulo === focado) return;
      const ativo = document.activeElement;
      const dentroDaPagina = ativo && ativo !== document.body && ativo !== main && main.contains(ativo);
      // A heading re-rendered as a new element (loading → loaded) takes the focus back only if it was lost.
      if (dentroDaPagina || (focado && ativo !== document.body)) {
        if (!focado) setAnuncio(titulo.textContent ?? '');
        desistiu = true;
        return;
      }
      if (!titulo.hasAttribute('tabindex')) titulo.tabIndex = -1;
      titulo.focus();
      focado = titulo;
    };

    tentar();
    const observador = new MutationObserver(tentar);
    observador.observe(main, { childList: true, subtree: true });
    // Once the user acts on the page, their focus is theirs.
    const parar = () => {
      desistiu = true;
      observador.disconnect();
    };
    const limite = window.setTimeout(parar, ESPERA_MAXIMA_MS);
    window.addEventListener('keydown', parar, { once: true, capture: true });
    window.addEventListener('pointerdown', parar, { once: true, capture: true });
    return () => {
      parar();
      window.clearTimeout(limite);
      window.removeEventListener('keydown', parar, { capture: true });
      window.removeEventListener('pointerdown', parar, { capture: true });
    };
  }, [pathname]);

  return (
    <p role="status" className="sr-only">
      {anuncio}
    </p>
  );
}
