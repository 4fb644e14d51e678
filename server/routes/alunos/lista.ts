import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { STATUS_ALUNO } from '../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../domain/academico/series';
import { alunos, matriculas, turmas } from '../../db/schema';
import { consultaFixa, type Marcador, SEM_NOME, type ValoresDaPagina } from '../../db/consulta-fixa';
import { alunosNoEscopoFixo } from '../../policies/alunos';
import { valoresDoEscopo } from '../../policies/por-escopo';
import { filtroBooleano, filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import type { Escopo } from '../../policies/alcance';
import { selecionarAlunos } from './carregar';

/** The list's filters: the page (GET /api/alunos) and its export (GET /api/alunos/exportar) read the same ones. */
export const filtrosAlunos = pagingQuery.omit({ pagina: true, por_pagina: true }).extend({
  escola_id: filtroId('Escola inválida'),
  turma_id: filtroId('Turma inválida'),
  serie: filtroEnum(SERIES_TURMA),
  status: filtroEnum(STATUS_ALUNO),
  /** Only students with no active enrolment (to enrol one into a class). */
  sem_turma: filtroBooleano(),
});
export const alunosQuery = pagingQuery.extend(filtrosAlunos.shape);

const ativaNa = (cond: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${matriculas} inner join ${turmas} on ${turmas.id} = ${matriculas.turma_id} where ${matriculas.aluno_id} = ${alunos.id} and ${matriculas.status} = 'ativa' and ${cond})`;

/** Which filters a list request has: the SQL text of its queries depends only on these (consultaFixa). */
export type FormaDaLista = {
  tipo: Escopo['tipo'];
  busca: boolean;
  escola: boolean;
  turma: boolean;
  serie: boolean;
  status: boolean;
  semTurma: 'sim' | 'nao' | '';
};

/** The list's values: its filters' and the scope's (valoresDoEscopo). */
export type ValoresDaLista = ReturnType<typeof valoresDoEscopo> & {
  busca?: string;
  escola_id?: string;
  turma_id?: string;
  serie?: string;
  status?: string;
};

type FiltrosAlunos = {
  busca?: string;
  escola_id?: string;
  turma_id?: string;
  serie?: string;
  status?: string;
  sem_turma?: boolean;
};

/** A request's filters in the scope: the query's shape and its values. */
export function formaDaLista(scope: Escopo, f: FiltrosAlunos): { forma: FormaDaLista; valores: ValoresDaLista } {
  const { busca, escola_id, turma_id, serie, status, sem_turma } = f;
  return {
    forma: {
      tipo: scope.tipo,
      busca: Boolean(busca),
      escola: Boolean(escola_id),
      turma: Boolean(turma_id),
      serie: Boolean(serie),
      status: Boolean(status),
      semTurma: sem_turma === true ? 'sim' : sem_turma === false ? 'nao' : '',
    },
    valores: { ...valoresDoEscopo(scope), busca: busca ? likePattern(busca) : undefined, escola_id, turma_id, serie, status },
  };
}

export const filtrosDaLista = (f: FormaDaLista, p: Marcador<ValoresDaLista>) => {
  return and(
    alunosNoEscopoFixo(f.tipo),
    f.busca ? or(ilike(alunos.nome, p('busca')), ilike(alunos.matricula, p('busca'))) : undefined,
    f.escola ? eq(alunos.escola_id, p('escola_id')) : undefined,
    f.turma ? ativaNa(sql`${matriculas.turma_id} = ${p('turma_id')}`) : undefined,
    f.serie ? ativaNa(sql`${turmas.serie} = ${p('serie')}`) : undefined,
    f.status ? eq(alunos.status, p('status')) : undefined,
    f.semTurma === 'sim' ? sql`not ${ativaNa(sql`true`)}` : f.semTurma === 'nao' ? ativaNa(sql`true`) : undefined,
  );
};

/** A page of the list, in its order; the export reads the same query from the first row. */
export const paginaDaLista = consultaFixa((db, f: FormaDaLista, ph: Marcador<ValoresDaPagina<ValoresDaLista>>) =>
  selecionarAlunos(db)
    .where(filtrosDaLista(f, ph))
    .orderBy(asc(alunos.nome), asc(alunos.id))
    .limit(ph('limite'))
    .offset(ph('pular'))
    .prepare(SEM_NOME),
);
