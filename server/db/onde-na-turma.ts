import { type SQL, and, eq, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../lib/paging';
import { alunos } from './schema';

/** A table of records of a class and subject (grades, attendance, knowledge objects). */
interface ColunasDaTurma {
  escola_id: AnyPgColumn;
  turma_id: AnyPgColumn;
  disciplina_id: AnyPgColumn;
}

/** The filters of filtrosDaTurma as a WHERE fragment; a filter not given is no condition. */
export function ondeNaTurma(t: ColunasDaTurma, f: { escola_id?: string; turma_id?: string; disciplina_id?: string }) {
  return and(
    f.escola_id ? eq(t.escola_id, f.escola_id) : undefined,
    f.turma_id ? eq(t.turma_id, f.turma_id) : undefined,
    f.disciplina_id ? eq(t.disciplina_id, f.disciplina_id) : undefined,
  );
}

/** The lists' search: the student's name or enrolment number, by prefix-free pattern (likePattern). */
export function buscaPorAluno(busca: string | undefined): SQL | undefined {
  return busca ? or(ilike(alunos.nome, likePattern(busca)), ilike(alunos.matricula, likePattern(busca))) : undefined;
}
