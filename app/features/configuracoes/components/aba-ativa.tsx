import { type ReactNode, createContext, useContext } from 'react';
import type { ConfigTab } from '../../../../domain/navigation';

const AbaAtiva = createContext<ConfigTab | null>(null);

/** Given by the settings page: the tab on screen. */
export const AbaAtivaProvider = AbaAtiva.Provider;

/**
 * Every tab of /configuracoes stays mounted (unsaved changes survive a tab switch), so a part
 * that sits in two tabs would be on the page twice: it renders only in the tab on screen.
 */
export function SoNaAbaAtiva({ aba, children }: { aba: ConfigTab; children: ReactNode }) {
  const ativa = useContext(AbaAtiva);
  return ativa === null || ativa === aba ? children : null;
}
