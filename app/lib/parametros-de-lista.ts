/**
 * The query string of a list's filters: each filter of `nomes` that is set ('' means no filter),
 * under the server's name, in that order.
 */
export function parametrosDoFiltro<F extends object>(filtro: F, nomes: { [K in keyof F]?: string }): URLSearchParams {
  const params = new URLSearchParams();
  for (const chave of Object.keys(nomes) as (keyof F)[]) {
    const valor = filtro[chave];
    if (valor) params.set(nomes[chave]!, String(valor));
  }
  return params;
}

/** The same with the page asked for and its size (`pagina`, `por_pagina`). */
export function parametrosDaPagina<F extends object>(
  consulta: F & { pagina: number; porPagina: number },
  nomes: { [K in keyof F]?: string },
): URLSearchParams {
  const params = parametrosDoFiltro<F>(consulta, nomes);
  params.set('pagina', String(consulta.pagina));
  params.set('por_pagina', String(consulta.porPagina));
  return params;
}
