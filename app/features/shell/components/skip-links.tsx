import type { MouseEvent } from 'react';
import { SIDEBAR_TOGGLE_ID } from './header';

const LINKS = [
  { target: 'conteudo-principal', label: 'Pular para o conteúdo principal' },
  { target: 'navegacao', label: 'Pular para a navegação' },
  { target: 'menu-lateral', label: 'Pular para o menu lateral' },
];

/**
 * With the sidebar hidden (or folded away on a phone) its targets are gone or not drawn; the button
 * that brings it back takes the focus.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const alvo = document.getElementById(id);
  const element = alvo && alvo.getClientRects().length > 0 ? alvo : document.getElementById(SIDEBAR_TOGGLE_ID);
  element?.focus();
  element?.scrollIntoView({ block: 'nearest' });
}

export function SkipLinks() {
  return (
    <div className="contents">
      {LINKS.map((link) => (
        <a
          key={link.target}
          href={`#${link.target}`}
          onClick={(event) => focusTarget(event, link.target)}
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-blue-700 focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-white focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-white"
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
