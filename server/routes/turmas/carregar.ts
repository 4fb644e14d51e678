import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { escolas, matriculas, turmas, usuarios } from '../../db/schema';

/** Active enrolments of the row's class, through the (turma_id, status) index. */
export const matriculadosSql = sql<number>`(select count(*)::int from ${matriculas} where ${matriculas.turma_id} = ${turmas.id} and ${matriculas.status} = 'ativa')`;

export function selecionarTurmas(db: Db | Tx) {
  return db
    .select({
      ...getTableColumns(turmas),
      escola_nome: escolas.nome,
      professor_responsavel_nome: usuarios.nome,
      alunos_matriculados: matriculadosSql,
    })
    .from(turmas)
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .leftJoin(usuarios, eq(usuarios.id, turmas.professor_responsavel_id));
}
