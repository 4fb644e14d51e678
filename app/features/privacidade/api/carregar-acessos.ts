import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecursoAcesso } from '../../../../domain/privacidade/tipos';
import type { ListaAcessos } from '../../../../domain/schemas/privacidade-acesso';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina } from '../../../lib/parametros-de-lista';

export type { Acesso, ListaAcessos } from '../../../../domain/schemas/privacidade-acesso';

/** The log's filters; '' means no filter. `usuario` is typed (name or e-mail, by part). */
export interface FiltroAcessos {
  alunoId: string;
  recurso: '' | RecursoAcesso;
  busca: string;
  de: string;
  ate: string;
}

export const PRIVACIDADE_QUERY_KEY = ['privacidade'] as const;

type Consulta = FiltroAcessos & { pagina: number; porPagina: number };
const NOMES = { alunoId: 'aluno_id', recurso: 'recurso', busca: 'usuario', de: 'de', ate: 'ate' } as const;

function carregarAcessos(f: Consulta, signal?: AbortSignal): Promise<ListaAcessos> {
  return apiFetch(`/api/privacidade/acessos?${parametrosDaPagina(f, NOMES).toString()}`, { signal });
}

export function useAcessos(f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: [...PRIVACIDADE_QUERY_KEY, 'acessos', f],
      queryFn: ({ signal }) => carregarAcessos(f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
