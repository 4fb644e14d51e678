import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusRelatorioAlunos } from '../../../../domain/relatorio-alunos/status';
import type { FormatoRelatorioAlunos, RelatorioAlunos } from '../../../../domain/schemas/relatorio-alunos';
import { apiFetch } from '../../../lib/api';
import { parametrosDaPagina, parametrosDoFiltro } from '../../../lib/parametros-de-lista';

export type { LinhaRelatorioAlunos, RelatorioAlunos } from '../../../../domain/schemas/relatorio-alunos';

/** The page's filters; '' means no filter. */
export interface FiltroRelatorioAlunos {
  busca: string;
  disciplinaId: string;
  status: '' | StatusRelatorioAlunos;
  serie: string;
}

/** The query string of the table and of both exports: the same filters. */
const NOMES = {
  busca: 'busca',
  disciplinaId: 'disciplina_id',
  status: 'status',
  serie: 'serie',
} as const satisfies Record<keyof FiltroRelatorioAlunos, string>;

type Consulta = FiltroRelatorioAlunos & { pagina: number; porPagina: number };

const base = (turmaId: string) => `/api/turmas/${encodeURIComponent(turmaId)}/relatorio-alunos`;

function carregarRelatorioAlunos(turmaId: string, f: Consulta, signal?: AbortSignal): Promise<RelatorioAlunos> {
  return apiFetch(`${base(turmaId)}?${parametrosDaPagina(f, NOMES).toString()}`, { signal });
}

export function useRelatorioAlunos(turmaId: string, f: Consulta) {
  return useQuery(
    queryOptions({
      queryKey: ['relatorio-alunos', turmaId, f],
      queryFn: ({ signal }) => carregarRelatorioAlunos(turmaId, f, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Where Exportar PDF / Exportar Excel download the rows the filters show (every page). */
export function urlExportacao(turmaId: string, formato: FormatoRelatorioAlunos, f: FiltroRelatorioAlunos): string {
  const params = parametrosDoFiltro(f, NOMES);
  params.set('formato', formato);
  return `${base(turmaId)}/exportar?${params.toString()}`;
}
