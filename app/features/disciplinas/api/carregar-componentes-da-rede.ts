import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodigoDisciplina } from '../../../../domain/academico/catalogo';
import { SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import type { Disciplina } from '../../../../domain/schemas/disciplina';
import type { Pagina } from '../../../../domain/schemas/pagina';
import type { OpcaoFiltro } from '../../../components/filtro-select';
import { apiFetch } from '../../../lib/api';
import { DISCIPLINAS_QUERY_KEY } from './carregar-disciplinas';

type Componente = Pick<Disciplina, 'nome' | 'disciplina' | 'serie_ano'>;

/** Every component of the network (100 a page, the API's most), for the filter's choices. */
async function carregarTodos(signal?: AbortSignal): Promise<Componente[]> {
  const todos: Componente[] = [];
  for (let pagina = 1; ; pagina++) {
    const params = new URLSearchParams({ pagina: String(pagina), por_pagina: '100' });
    const p = await apiFetch<Pagina<Disciplina>>(`/api/disciplinas?${params.toString()}`, { signal });
    todos.push(...p.itens);
    if (p.itens.length === 0 || todos.length >= p.total) return todos;
  }
}

/** 'Língua Portuguesa — 6º Ano' → 'Língua Portuguesa': the name a component carries in every série. */
function nomeSemSerie(c: Componente): string {
  const sufixo = ` — ${SERIE_DISCIPLINA_LABEL[c.serie_ano]}`;
  return c.nome.endsWith(sufixo) ? c.nome.slice(0, -sufixo.length) : c.nome;
}

/**
 * The filter's choices in the network's own words: each catalogue area its components use, named as its components
 * are ('Língua Inglesa', not the catalogue's 'Língua Estrangeira'); areas the network doesn't use aren't offered.
 */
function opcoesDosComponentes(componentes: readonly Componente[]): OpcaoFiltro[] {
  const nomes = new Map<CodigoDisciplina, Set<string>>();
  for (const c of componentes) {
    const doCodigo = nomes.get(c.disciplina) ?? new Set<string>();
    doCodigo.add(nomeSemSerie(c));
    nomes.set(c.disciplina, doCodigo);
  }
  return [...nomes]
    .map(([codigo, n]) => ({ value: codigo, label: [...n].sort((a, b) => a.localeCompare(b, 'pt-BR')).join(' / ') }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** Under DISCIPLINAS_QUERY_KEY, so creating, renaming or deleting a component refreshes the choices. */
export function useOpcoesDeComponentes() {
  return useQuery({
    ...queryOptions({
      queryKey: [...DISCIPLINAS_QUERY_KEY, 'opcoes-de-filtro'],
      queryFn: ({ signal }) => carregarTodos(signal),
      staleTime: 60_000,
    }),
    select: opcoesDosComponentes,
  });
}
