import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** The storage keys are literally 'collapsed' and 'hidden'. */
const COLLAPSED_KEY = 'collapsed';
const HIDDEN_KEY = 'hidden';
const NARROW_QUERY = '(max-width: 767px)';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Private mode or a full quota: the choice just isn't remembered.
  }
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;
}

interface SidebarState {
  collapsed: boolean;
  hidden: boolean;
  /** Whether the toggle folds the sidebar (true) or hides it (customised as not collapsible). */
  recolhivel: boolean;
  /** The header button: from hidden it shows the sidebar expanded, otherwise it flips collapsed. */
  toggle: () => void;
  hide: () => void;
  show: () => void;
  /** After navigating on a narrow screen the expanded sidebar would cover the page: fold it. */
  collapseIfNarrow: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * `colapsavel` (Configurações → Customização): when false the sidebar is never folded to the
 * icon rail on a wide screen; its toggle hides and shows it instead. Narrow screens still fold
 * it, or it would cover the page.
 */
export function SidebarProvider({ children, colapsavel = true }: { children: ReactNode; colapsavel?: boolean }) {
  const [storedCollapsed, setCollapsed] = useState(() => readFlag(COLLAPSED_KEY) || isNarrow());
  const [hidden, setHidden] = useState(() => readFlag(HIDDEN_KEY));
  const [narrow, setNarrow] = useState(isNarrow);
  const collapsed = storedCollapsed && (colapsavel || narrow);

  // Narrow screens collapse by themselves; that is not the user's choice, so it is not stored.
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const onChange = () => {
      setNarrow(media.matches);
      if (media.matches) setCollapsed(true);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const setCollapsedStored = useCallback((value: boolean) => {
    setCollapsed(value);
    writeFlag(COLLAPSED_KEY, value);
  }, []);

  const setHiddenStored = useCallback((value: boolean) => {
    setHidden(value);
    writeFlag(HIDDEN_KEY, value);
  }, []);

  const show = useCallback(() => {
    setHiddenStored(false);
    setCollapsedStored(false);
  }, [setHiddenStored, setCollapsedStored]);

  const hide = useCallback(() => setHiddenStored(true), [setHiddenStored]);

  const toggle = useCallback(() => {
    if (hidden) show();
    else if (!colapsavel && !narrow) hide();
    else setCollapsedStored(!collapsed);
  }, [hidden, collapsed, colapsavel, narrow, show, hide, setCollapsedStored]);

  const collapseIfNarrow = useCallback(() => {
    if (isNarrow()) setCollapsed(true);
  }, []);

  const recolhivel = colapsavel || narrow;
  const value = useMemo(
    () => ({ collapsed, hidden, recolhivel, toggle, hide, show, collapseIfNarrow }),
    [collapsed, hidden, recolhivel, toggle, hide, show, collapseIfNarrow],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar fora do SidebarProvider');
  return state;
}
