import { type SQL, and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REGRAS_PADRAO } from '../../../domain/avaliacao/regras';
import { bimestreSchema } from '../../../domain/schemas/nota';
import { alunos, disciplinas, notas, regrasEscolares, turmas } from '../../db/schema';
import { likePattern, pagingQuery } from '../../lib/paging';
import { type Alcance, podeLer } from './escopo';

const uuid = z.string().uuid('Identificador inválido');
/** 'all' (or nothing) is no filter, as in the spec's selects. */
const ouTodos = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal('all').transform(() => undefined), schema]).optional();

export const filtrosNotas = z.object({
  escola_id: ouTodos(uuid),
  turma_id: ouTodos(uuid),
  disciplina_id: ouTodos(uuid),
  bimestre: ouTodos(bimestreSchema),
  situacao: ouTodos(z.enum(['aprovado', 'recuperacao', 'reprovado', 'parcial'], { error: 'Situação inválida' })),
  busca: pagingQuery.shape.busca,
});
export const listaNotasQuery = pagingQuery.extend(filtrosNotas.shape);
export type FiltrosNotas = z.output<typeof filtrosNotas>;

/** Sum of the four notes; null while any is missing (a missing note is not a zero). */
export const somaNotas = sql<number | null>`(${notas.nota1} + ${notas.nota2} + ${notas.nota3} + ${notas.nota4})`;
const limite = (col: 'media_aprovacao' | 'media_recuperacao') => sql`coalesce(${regrasEscolares[col]}, ${REGRAS_PADRAO[col]})`;

/**
 * The status as SQL, the same rule as domain/avaliacao/notas.ts: sum ≥ 4 × passing average,
 * else ≥ 4 × recovery average, on exact numerics; the body's rules come from the joined row.
 */
export const situacaoSql = {
  parcial: or(isNull(notas.nota1), isNull(notas.nota2), isNull(notas.nota3), isNull(notas.nota4))!,
  aprovado: sql`${somaNotas} >= 4 * ${limite('media_aprovacao')}`,
  recuperacao: sql`${somaNotas} < 4 * ${limite('media_aprovacao')} and ${somaNotas} >= 4 * ${limite('media_recuperacao')}`,
  reprovado: sql`${somaNotas} < 4 * ${limite('media_recuperacao')}`,
};

export function whereNotas(a: Alcance, f: FiltrosNotas): SQL | undefined {
  const busca = f.busca ? or(ilike(alunos.nome, likePattern(f.busca)), ilike(alunos.matricula, likePattern(f.busca))) : undefined;
  return and(
    podeLer(a, notas),
    f.escola_id ? eq(notas.escola_id, f.escola_id) : undefined,
    f.turma_id ? eq(notas.turma_id, f.turma_id) : undefined,
    f.disciplina_id ? eq(notas.disciplina_id, f.disciplina_id) : undefined,
    f.bimestre ? eq(notas.bimestre, f.bimestre) : undefined,
    f.situacao ? situacaoSql[f.situacao] : undefined,
    busca,
  );
}

/** The joins every grade query needs: names for display, the body's rules for the status. */
export const joinsNotas = {
  alunos: eq(alunos.id, notas.aluno_id),
  turmas: eq(turmas.id, notas.turma_id),
  disciplinas: eq(disciplinas.id, notas.disciplina_id),
  regras: eq(regrasEscolares.empresa_id, notas.empresa_id),
};
