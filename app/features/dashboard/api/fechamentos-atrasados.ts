import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FechamentoAtrasado } from '../../../../domain/schemas/dashboard';
import type { Pagina } from '../../../../domain/schemas/pagina';
import { apiFetch } from '../../../lib/api';

export type { FechamentoAtrasado } from '../../../../domain/schemas/dashboard';

/** The full list's page; `?turma=` narrows it to one class (the dashboard's "Ver os N desta turma"). */
export const CAMINHO_FECHAMENTOS_ATRASADOS = '/fechamentos-atrasados';

export const caminhoDosAtrasadosDaTurma = (turmaId: string) =>
  `${CAMINHO_FECHAMENTOS_ATRASADOS}?${new URLSearchParams({ turma: turmaId }).toString()}`;

/** The class's closing page opened on this row: its subject and bimestre as the page's filters. */
export const caminhoDoFechamento = (f: Pick<FechamentoAtrasado, 'escola_id' | 'turma_id' | 'disciplina_id' | 'bimestre'>) =>
  `/escola/${f.escola_id}/turma/${f.turma_id}/fechamento-bimestral?${new URLSearchParams({
    disciplina: f.disciplina_id,
    bimestre: String(f.bimestre),
  }).toString()}`;

export const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export function useFechamentosAtrasados(c: { pagina: number; porPagina: number; turmaId: string }) {
  return useQuery(
    queryOptions({
      queryKey: ['dashboard', 'fechamentos-atrasados', c],
      queryFn: ({ signal }) => {
        const q = new URLSearchParams({ pagina: String(c.pagina), por_pagina: String(c.porPagina) });
        if (c.turmaId) q.set('turma_id', c.turmaId);
        return apiFetch<Pagina<FechamentoAtrasado>>(`/api/dashboard/fechamentos-atrasados?${q.toString()}`, { signal });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** Consecutive rows of one class in one group: the list and the preview come in class order. */
export function porTurma(itens: FechamentoAtrasado[]) {
  const grupos: { turma_id: string; turma: string; turma_total: number; itens: FechamentoAtrasado[] }[] = [];
  for (const f of itens) {
    const ultimo = grupos.at(-1);
    if (ultimo?.turma_id === f.turma_id) ultimo.itens.push(f);
    else grupos.push({ turma_id: f.turma_id, turma: f.turma, turma_total: f.turma_total, itens: [f] });
  }
  return grupos;
}
