import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alcancaMediaSql, limiarSql } from '../db/regras-sql';
import { alunos, frequenciasTotais, notas, regrasEscolares, turmas } from '../db/schema';
import { avaliacoesNoEscopo } from '../policies/avaliacao';
import type { Escopo } from '../policies/escopo';

export interface ResumoAvaliacao {
  /** Approved students ÷ students with closed means × 100; null when no mean is closed yet. */
  taxaAprovacao: number | null;
  alunosComMedia: number;
  aprovados: number;
  /** Students over the excessive-absence alert so far (count, and the worst few). */
  faltasExcessivas: {
    total: number;
    alunos: {
      aluno_id: string;
      nome: string;
      turma_id: string;
      turma_nome: string;
      escola_id: string;
      faltas: number;
      aulas: number;
    }[];
  };
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
        avaliacoesNoEscopo(scope, notas),
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

/** The students over their body's absence alert so far (running totals, never the marks), the worst first. */
export async function faltasExcessivas(db: Db, scope: Escopo, limiteNomes = 5): Promise<ResumoAvaliacao['faltasExcessivas']> {
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
    .where(avaliacoesNoEscopo(scope, frequenciasTotais))
    .groupBy(frequenciasTotais.aluno_id, frequenciasTotais.turma_id, frequenciasTotais.escola_id, regrasEscolares.alerta_faltas)
    .having(sql`sum(${frequenciasTotais.faltas}) * 100 > ${alerta} * sum(${frequenciasTotais.aulas})`)
    .as('g');
  const [excessivos] = await db.select({ n: count() }).from(grupos);
  const nomes = await db
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
    .limit(limiteNomes);
  return { total: excessivos?.n ?? 0, alunos: nomes };
}
