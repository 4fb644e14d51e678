import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alcancaMediaSql, limiarSql } from '../db/regras-sql';
import { frequenciasTotais, notas, regrasEscolares } from '../db/schema';
import { notasEFrequenciasNoEscopo } from '../policies/notas-e-frequencias';
import type { Escopo } from '../policies/escopo';
import { type AcimaDoAlerta, acimaDoAlerta } from './faltas-excessivas';

export interface ResumoAvaliacao {
  /** Approved students ÷ students with closed means × 100; null when no mean is closed yet. */
  taxaAprovacao: number | null;
  alunosComMedia: number;
  aprovados: number;
  /** Students over the excessive-absence alert so far (count, and the worst few). */
  faltasExcessivas: AcimaDoAlerta;
}

/**
 * For the dashboard: the approval rate and the students over the absence alert, inside the
 * given scope and by each body's own rules.
 */
export async function resumoAvaliacao(db: Db, scope: Escopo, limiteNomes = 5): Promise<ResumoAvaliacao> {
  return { ...(await aprovacao(db, scope)), faltasExcessivas: await faltasExcessivas(db, scope, limiteNomes) };
}

/**
 * A student counts as approved when the mean of its closed bimestre means (four notes in)
 * reaches its body's passing average; students with no closed mean are left out.
 */
export async function aprovacao(
  db: Db,
  scope: Escopo,
): Promise<Pick<ResumoAvaliacao, 'taxaAprovacao' | 'alunosComMedia' | 'aprovados'>> {
  const mediaDasSomas = sql`avg(${notas.nota1} + ${notas.nota2} + ${notas.nota3} + ${notas.nota4})`;
  const porAluno = db
    .select({
      aluno_id: notas.aluno_id,
      aprovado: alcancaMediaSql(mediaDasSomas, 4, limiarSql('media_aprovacao')).as('aprovado'),
    })
    .from(notas)
    .leftJoin(regrasEscolares, eq(regrasEscolares.empresa_id, notas.empresa_id))
    .where(
      and(
        notasEFrequenciasNoEscopo(scope, notas),
        isNotNull(notas.nota1),
        isNotNull(notas.nota2),
        isNotNull(notas.nota3),
        isNotNull(notas.nota4),
      ),
    )
    .groupBy(notas.aluno_id, regrasEscolares.media_aprovacao)
    .as('por_aluno');
  const [medias] = await db
    .select({
      total: sql<number>`count(distinct ${porAluno.aluno_id})::int`,
      aprovados: sql<number>`(count(distinct ${porAluno.aluno_id}) filter (where ${porAluno.aprovado}))::int`,
    })
    .from(porAluno);
  const total = medias?.total ?? 0;
  const aprovados = medias?.aprovados ?? 0;
  return { taxaAprovacao: total ? (aprovados / total) * 100 : null, alunosComMedia: total, aprovados };
}

/** The students over their body's absence alert so far in the scope (acimaDoAlerta), the worst first. */
export function faltasExcessivas(db: Db, scope: Escopo, limiteNomes = 5): Promise<ResumoAvaliacao['faltasExcessivas']> {
  return acimaDoAlerta(db, notasEFrequenciasNoEscopo(scope, frequenciasTotais), limiteNomes);
}
