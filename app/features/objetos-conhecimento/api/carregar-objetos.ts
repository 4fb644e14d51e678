import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ObjetoConhecimento, StatusObjeto } from '../../../../domain/schemas/objeto-conhecimento';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina, parametrosDoFiltro } from '../../../lib/parametros-de-lista';

export type { HabilidadeResumo, ObjetoConhecimento } from '../../../../domain/schemas/objeto-conhecimento';

/** The page's context (a school, maybe a class) and its filters; '' means no filter. */
export interface FiltroObjetos {
  escolaId: string;
  turmaId: string;
  disciplinaId: string;
  bimestre: string;
  status: '' | StatusObjeto;
  busca: string;
}

export const OBJETOS_QUERY_KEY = ['objetos-conhecimento'] as const;

const NOMES = {
  escolaId: 'escola_id',
  turmaId: 'turma_id',
  disciplinaId: 'disciplina_id',
  bimestre: 'bimestre',
  status: 'status',
  busca: 'busca',
} as const satisfies Record<keyof FiltroObjetos, string>;

export const filtroParams = (f: Partial<FiltroObjetos>) => parametrosDoFiltro(f, NOMES);

type Consulta = FiltroObjetos & { pagina: number; porPagina: number };

function carregarObjetos(f: Consulta, signal?: AbortSignal): Promise<Pagina<ObjetoConhecimento>> {
  return apiFetch(`/api/objetos-conhecimento?${parametrosDaPagina(f, NOMES).toString()}`, { signal });
}

function objetosQueryOptions(f: Consulta) {
  return queryOptions({
    queryKey: [...OBJETOS_QUERY_KEY, 'lista', f],
    queryFn: ({ signal }) => carregarObjetos(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useObjetos(f: Consulta) {
  return useQuery(objetosQueryOptions(f));
}
