import { useCallback, useMemo, useState } from 'react';

/**
 * Page and filters of a list the server pages. A new filter goes back to page 1 (the old page
 * may not exist in the new result); after the last row of a page is deleted the page before it
 * is shown, so nobody is left looking at an empty page.
 */
export function useListaPaginada<F extends object>(filtrosIniciais: F, porPagina = 20) {
  const [iniciais] = useState(filtrosIniciais);
  const [pagina, setPagina] = useState(1);
  const [filtros, setFiltros] = useState(filtrosIniciais);
  const mudarFiltros = useCallback((mudanca: Partial<F>) => {
    setFiltros((atuais) => ({ ...atuais, ...mudanca }));
    setPagina(1);
  }, []);
  /** The handler of one filter's control, for filters whose values are strings. */
  const filtrar = useCallback(
    (chave: keyof F) => (valor: string) => mudarFiltros({ [chave]: valor } as Partial<F>),
    [mudarFiltros],
  );
  /** Call when a delete succeeded, with how many rows the page showed before it. */
  const aposExcluir = useCallback((linhasNaPagina: number | undefined) => {
    if (linhasNaPagina === 1) setPagina((atual) => Math.max(1, atual - 1));
  }, []);
  // An empty page then says "nothing matches" rather than "nothing registered yet".
  const filtrando = Object.entries(filtros).some(
    ([chave, valor]) => (typeof valor === 'string' ? valor.trim() : valor) !== iniciais[chave as keyof F],
  );
  return { pagina, setPagina, porPagina, filtros, mudarFiltros, filtrar, filtrando, aposExcluir };
}

/**
 * The same for a list with a search box: `busca` as typed, `termo` trimmed for the server;
 * `criterios` are the filters as the server gets them and `consulta` adds the page to them.
 */
export function useBuscaPaginada<F extends { busca: string }>(filtrosIniciais: F, porPagina: number) {
  const lista = useListaPaginada(filtrosIniciais, porPagina);
  const { filtros, mudarFiltros, pagina } = lista;
  const onBusca = useCallback((busca: string) => mudarFiltros({ busca } as Partial<F>), [mudarFiltros]);
  const termo = filtros.busca.trim();
  const criterios = useMemo(() => ({ ...filtros, busca: termo }), [filtros, termo]);
  const consulta = useMemo(() => ({ ...criterios, pagina, porPagina }), [criterios, pagina, porPagina]);
  return { ...lista, busca: filtros.busca, termo, onBusca, criterios, consulta };
}

/** What a paged list's controls need of its page state. */
export type Paginacao = Pick<ReturnType<typeof useListaPaginada>, 'pagina' | 'setPagina' | 'porPagina' | 'aposExcluir'>;
