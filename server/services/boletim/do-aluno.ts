import { and, desc, eq, sql } from 'drizzle-orm';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import type { Db } from '../../db/client';
import { alunos, matriculas, turmas } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { type TurmaDoFechamento, colunasDaTurmaDoFechamento } from '../../policies/turma-do-ano';
import { lerGeral } from '../identidade';

/**
 * The student record of a signed-in aluno and its class in a school year (the network's current
 * one unless asked): the enrolment of that year — the active one, else the latest (a student who
 * left still has the boletim of the class it left). The lookup starts from the user itself, so
 * nobody reaches another student's this way.
 */
export async function turmaDoAluno(
  db: Db,
  actor: Actor,
  anoPedido: number | undefined,
): Promise<{ turma: TurmaDoFechamento; alunoId: string }> {
  const [aluno] = await db.select({ id: alunos.id }).from(alunos).where(eq(alunos.usuario_id, actor.id));
  if (!aluno) throw notFound(MSG.semCadastro);
  const ano = anoPedido ?? (await lerGeral(db, actor.empresa_id)).anoLetivo;
  const [turma] = await db
    .select(colunasDaTurmaDoFechamento)
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .where(and(eq(matriculas.aluno_id, aluno.id), eq(matriculas.ano_letivo, ano)))
    .orderBy(sql`${matriculas.status} = 'ativa' desc`, desc(matriculas.data_inicio))
    .limit(1);
  if (!turma) throw notFound(MSG.semMatricula(ano));
  return { turma, alunoId: aluno.id };
}
