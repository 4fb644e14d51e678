import { useCallback, useState } from 'react';

/**
 * Page and filters of a list the server pages. A new filter goes back to page 1 (the old page
 * may not exist in the new result); after the last row of a page is deleted the page before it
 * is shown, so nobody is left looking at an empty page.
 */
export function useListaPaginada<F extends object>(filtrosIniciais: F) {
  const [pagina, setPagina] = useState(1);
  const [filtros, setFiltros] = useState(filtrosIniciais);
  const mudarFiltros = useCallback((mudanca: Partial<F>) => {
    setFiltros((atuais) => ({ ...atuais, ...mudanca }));
    setPagina(1);
  }, []);
  /** Call when a delete succeeded, with how many rows the page showed before it. */
  const aposExcluir = useCallback((linhasNaPagina: number | undefined) => {
    if (linhasNaPagina === 1) setPagina((atual) => Math.max(1, atual - 1));
  }, []);
  return { pagina, setPagina, filtros, mudarFiltros, aposExcluir };
}

/** The same for a list with a search box only: `busca` as typed, `termo` trimmed for the server. */
export function useBuscaPaginada() {
  const { filtros, mudarFiltros, ...lista } = useListaPaginada({ busca: '' });
  const onBusca = useCallback((busca: string) => mudarFiltros({ busca }), [mudarFiltros]);
  return { ...lista, busca: filtros.busca, termo: filtros.busca.trim(), onBusca };
}
