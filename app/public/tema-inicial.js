// The remembered theme before the first paint, so a dark system never flashes white
// (app/lib/tema.ts keeps the key up to date with the server's setting). A file, not an inline
// script, because the Content-Security-Policy allows scripts from the app's origin only.
(function () {
  try {
    var t = localStorage.getItem('gestao.tema');
    if (t === 'dark' || (t === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches))
      document.documentElement.classList.add('dark');
  } catch {
    // Storage blocked (private mode, policy): the light theme until the app loads.
  }
})();
