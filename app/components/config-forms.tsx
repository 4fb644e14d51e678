import { type ReactNode, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CONFIG_TABS, type ConfigTab } from '../../domain/navigation';

/**
 * How the tabs of /configuracoes take part in the page's footer ('Salvar Todas as
 * Configurações', 'Cancelar') and in the guard against leaving with unsaved changes: each tab
 * registers whether it has changes, how to save them and how to discard them. A tab may be made
 * of several parts (cards by different modules) that each register; the page sees one tab.
 */
export interface AbaEditavel {
  /** True when the tab holds changes not yet saved. */
  dirty: boolean;
  /** Saves the tab's changes; rejects (with a pt-BR message) when the save fails. */
  save: () => Promise<void>;
  /** Discards the tab's changes, back to what the server has. */
  reset: () => void;
}

interface Registro extends AbaEditavel {
  tab: ConfigTab;
}

interface ConfigForms {
  registrar: (id: string, registro: Registro | null) => void;
  registros: Record<string, Registro>;
}

const Contexto = createContext<ConfigForms | null>(null);

export function ConfigFormsProvider({ children }: { children: ReactNode }) {
  const [registros, setRegistros] = useState<Record<string, Registro>>({});
  const registrar = useCallback((id: string, registro: Registro | null) => {
    setRegistros((atual) => {
      if (!registro) {
        if (!(id in atual)) return atual;
        const { [id]: _removido, ...resto } = atual;
        return resto;
      }
      return { ...atual, [id]: registro };
    });
  }, []);
  const value = useMemo(() => ({ registrar, registros }), [registrar, registros]);
  return <Contexto.Provider value={value}>{children}</Contexto.Provider>;
}

function useConfigFormsContext(): ConfigForms {
  const ctx = useContext(Contexto);
  if (!ctx) throw new Error('ConfigFormsProvider ausente');
  return ctx;
}

/**
 * Called by a tab (or a part of one) with its current state. `save` and `reset` may change
 * identity on every render; the latest ones are always used.
 */
export function useRegistrarAba(tab: ConfigTab, { dirty, save, reset }: AbaEditavel) {
  const { registrar } = useConfigFormsContext();
  const id = useId();
  const latest = useRef({ save, reset });
  useEffect(() => {
    latest.current = { save, reset };
  });
  useEffect(() => {
    registrar(id, { tab, dirty, save: () => latest.current.save(), reset: () => latest.current.reset() });
  }, [registrar, id, tab, dirty]);
  useEffect(() => () => registrar(id, null), [registrar, id]);
}

/** For the page: which tabs have changes, and saving or discarding all of them. */
export function useConfigForms() {
  const { registros } = useConfigFormsContext();
  const sujos = Object.values(registros).filter((r) => r.dirty);
  // In the order of the tabs, not of registration: that follows whichever tab's data loaded first, and
  // the bar would name the same changes differently from one visit to the next.
  const alteradas = CONFIG_TABS.filter((tab) => sujos.some((r) => r.tab === tab));
  return {
    alteradas,
    /** Saves every changed tab; resolves with the tabs saved and those that failed. */
    salvarTodas: async () => {
      const salvas: ConfigTab[] = [];
      const falhas: { tab: ConfigTab; mensagem: string }[] = [];
      for (const tab of alteradas) {
        const erros: string[] = [];
        for (const r of sujos.filter((s) => s.tab === tab)) {
          try {
            await r.save();
          } catch (error) {
            erros.push(error instanceof Error ? error.message : 'Erro desconhecido');
          }
        }
        if (erros.length) falhas.push({ tab, mensagem: erros.join(' ') });
        else salvas.push(tab);
      }
      return { salvas, falhas };
    },
    descartarTodas: () => {
      for (const r of sujos) r.reset();
    },
  };
}
