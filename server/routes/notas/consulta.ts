import { type SQL, and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SITUACOES, type Situacao } from '../../../domain/avaliacao/notas';
import { REGRAS_AVALIACAO_PADRAO } from '../../../domain/avaliacao/regras';
import { bimestreSchema, notaResposta } from '../../../domain/schemas/nota';
import { buscaPorAluno, ondeNaTurma } from '../../db/onde-na-turma';
import { ehSituacaoSql, situacaoPorSomaSql } from '../../db/regras-sql';
import { alunos, disciplinas, notas, regrasEscolares, turmas } from '../../db/schema';
import { filtrosDaTurma, ouTodos } from '../../lib/filtros';
import { pageOf, pagingQuery } from '../../lib/paging';
import type { Alcance } from '../../policies/alcance';
import { podeLer } from '../../policies/notas-e-frequencias';

export const filtrosNotas = z.object({
  ...filtrosDaTurma,
  bimestre: ouTodos(bimestreSchema),
  situacao: ouTodos(z.enum([...SITUACOES, 'parcial'], { error: 'Situação inválida' })),
  busca: pagingQuery.shape.busca,
});
export const listaNotasQuery = pagingQuery.extend(filtrosNotas.shape);
export type FiltrosNotas = z.output<typeof filtrosNotas>;

/**
 * The school's list; `por_avaliacoes`: some listed record belongs to a network whose bimester
 * grade is computed from the assessments, where these records are read-only (NOTA_MENSAGENS.porAvaliacoes).
 */
export const listaNotasResposta = pageOf(notaResposta).extend({ por_avaliacoes: z.boolean() });

/** The record's network computes the bimester grade from the assessments (its default: the four notes). */
export const porAvaliacoesSql = sql<boolean>`(coalesce(${regrasEscolares.modo_nota_bimestre}, ${REGRAS_AVALIACAO_PADRAO.modo_nota_bimestre}) = 'avaliacoes')`;

/** Sum of the four notes; null while any is missing (a missing note is not a zero). */
export const somaNotas = sql<number | null>`(${notas.nota1} + ${notas.nota2} + ${notas.nota3} + ${notas.nota4})`;

/** The status of each grade record by its body's rules (joinsNotas.regras), as in domain/avaliacao/notas.ts. */
const situacao = situacaoPorSomaSql(somaNotas);

/** The list's situação filter and the cards' counts: a status, or parcial while a note is missing. */
export const situacaoSql: Record<Situacao | 'parcial', SQL> = {
  parcial: or(isNull(notas.nota1), isNull(notas.nota2), isNull(notas.nota3), isNull(notas.nota4))!,
  ...(Object.fromEntries(SITUACOES.map((s) => [s, ehSituacaoSql(situacao, s)])) as Record<Situacao, SQL>),
};

export function whereNotas(a: Alcance, f: FiltrosNotas): SQL | undefined {
  return and(
    podeLer(a, notas),
    ondeNaTurma(notas, f),
    f.bimestre ? eq(notas.bimestre, f.bimestre) : undefined,
    f.situacao ? situacaoSql[f.situacao] : undefined,
    buscaPorAluno(f.busca),
  );
}

/** The joins every grade query needs: names for display, the body's rules for the status. */
export const joinsNotas = {
  alunos: eq(alunos.id, notas.aluno_id),
  turmas: eq(turmas.id, notas.turma_id),
  disciplinas: eq(disciplinas.id, notas.disciplina_id),
  regras: eq(regrasEscolares.empresa_id, notas.empresa_id),
};
