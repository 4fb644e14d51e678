import type { Tema } from '../../domain/settings';

/**
 * The theme is the system's (Configurações → Sistema), applied as the .dark class on <html>.
 * The last one is remembered in localStorage so the next page load paints in it at once
 * (app/index.html reads the same key before any script loads); 'auto' follows the OS.
 */
const TEMA_STORAGE_KEY = 'gestao.tema';
const DARK_QUERY = '(prefers-color-scheme: dark)';

let atual: Tema | null = null;
let media: MediaQueryList | null = null;

function pintar() {
  const escuro = atual === 'dark' || (atual === 'auto' && !!media?.matches);
  document.documentElement.classList.toggle('dark', escuro);
}

export function aplicarTema(tema: Tema) {
  if (!media && typeof window !== 'undefined' && window.matchMedia) {
    media = window.matchMedia(DARK_QUERY);
    media.addEventListener('change', pintar);
  }
  atual = tema;
  try {
    localStorage.setItem(TEMA_STORAGE_KEY, tema);
  } catch {
    // Private mode or a full quota: the theme still applies, it is just not remembered.
  }
  pintar();
}
