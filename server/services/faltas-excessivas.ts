import { type SQL, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { limiarSql } from '../db/regras-sql';
import { alunos, frequenciasTotais, regrasEscolares, turmas } from '../db/schema';

export interface AcimaDoAlerta {
  total: number;
  /** The worst first (share of absences), then by name. */
  alunos: {
    aluno_id: string;
    nome: string;
    turma_id: string;
    turma_nome: string;
    escola_id: string;
    faltas: number;
    aulas: number;
  }[];
}

/**
 * The students over their body's absence alert so far, per student and class, from the running
 * totals (never the marks) that `onde` keeps (the reader's reach and filters on frequencias_totais):
 * how many, and the worst `limite`. The dashboard and the attendance summary both count this way.
 */
export async function acimaDoAlerta(db: Db, onde: SQL | undefined, limite: number): Promise<AcimaDoAlerta> {
  const alerta = limiarSql('alerta_faltas');
  const grupos = db
    .select({
      aluno_id: frequenciasTotais.aluno_id,
      turma_id: frequenciasTotais.turma_id,
      escola_id: frequenciasTotais.escola_id,
      aulas: sql<number>`sum(${frequenciasTotais.aulas})::int`.as('aulas'),
      faltas: sql<number>`sum(${frequenciasTotais.faltas})::int`.as('faltas'),
    })
    .from(frequenciasTotais)
    .leftJoin(regrasEscolares, eq(regrasEscolares.empresa_id, frequenciasTotais.empresa_id))
    .where(onde)
    .groupBy(frequenciasTotais.aluno_id, frequenciasTotais.turma_id, frequenciasTotais.escola_id, regrasEscolares.alerta_faltas)
    .having(sql`sum(${frequenciasTotais.faltas}) * 100 > ${alerta} * sum(${frequenciasTotais.aulas})`)
    .as('g');
  const [total] = await db.select({ n: count() }).from(grupos);
  const lista = await db
    .select({
      aluno_id: grupos.aluno_id,
      nome: alunos.nome,
      turma_id: grupos.turma_id,
      turma_nome: turmas.nome,
      escola_id: grupos.escola_id,
      faltas: grupos.faltas,
      aulas: grupos.aulas,
    })
    .from(grupos)
    .innerJoin(alunos, eq(alunos.id, grupos.aluno_id))
    .innerJoin(turmas, eq(turmas.id, grupos.turma_id))
    .orderBy(desc(sql`${grupos.faltas}::float / ${grupos.aulas}`), asc(alunos.nome))
    .limit(limite);
  return { total: total?.n ?? 0, alunos: lista };
}
