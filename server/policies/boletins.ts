import { and, desc, eq, sql } from 'drizzle-orm';
import { BOLETIM_MENSAGENS as MSG } from '../../domain/schemas/boletim';
import type { Db } from '../db/client';
import { alunos, matriculas, turmas } from '../db/schema';
import { type Actor, can } from '../lib/actor';
import { forbidden, notFound } from '../lib/errors';
import { lerGeral } from '../services/identidade';
import { type TurmaAlvo, type TurmaNoAlcance, colunasDaTurma } from './alcance';

/**
 * Why the actor may not issue the boletins of a class already within its reach, or null when it
 * may: the aluno has its own (from its dashboard) and, of the professors, only the class's
 * responsável issues them. The boletim routes refuse with this message, and the class's report
 * shows the boletim buttons only when there is none.
 */
function recusaDoBoletim(actor: Actor, turma: Pick<TurmaAlvo, 'professor_responsavel_id'>): string | null {
  if (actor.tipo_usuario === 'aluno') return MSG.alunoPeloPainel;
  if (actor.tipo_usuario === 'professor' && turma.professor_responsavel_id !== actor.id) return MSG.soResponsavel;
  return null;
}

/** The actor may download the class's boletins (one student's or all): it reads grades and is not refused. */
export const emiteBoletins = (actor: Actor, turma: Pick<TurmaAlvo, 'professor_responsavel_id'>) =>
  can(actor, 'notas', 'ler') && recusaDoBoletim(actor, turma) === null;

/**
 * Who issues a class's boletins (403 with the reason otherwise): never an aluno — refused before its
 * class is even looked up (call without `turma`), it has its own route — and, once the class is read
 * within reach (turmaNoAlcance: 404 out of it), a professor only as the class's responsável: it sees
 * the class elsewhere, so it is told why.
 */
export function exigirEmissorDeBoletins(actor: Actor, turma?: Pick<TurmaAlvo, 'professor_responsavel_id'>): void {
  const recusa = turma ? recusaDoBoletim(actor, turma) : actor.tipo_usuario === 'aluno' ? MSG.alunoPeloPainel : null;
  if (recusa) throw forbidden(recusa);
}

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
): Promise<{ turma: TurmaNoAlcance; alunoId: string }> {
  const [aluno] = await db.select({ id: alunos.id }).from(alunos).where(eq(alunos.usuario_id, actor.id));
  if (!aluno) throw notFound(MSG.semCadastro);
  const ano = anoPedido ?? (await lerGeral(db, actor.empresa_id)).anoLetivo;
  const [turma] = await db
    .select(colunasDaTurma)
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .where(and(eq(matriculas.aluno_id, aluno.id), eq(matriculas.ano_letivo, ano)))
    .orderBy(sql`${matriculas.status} = 'ativa' desc`, desc(matriculas.data_inicio))
    .limit(1);
  if (!turma) throw notFound(MSG.semMatricula(ano));
  return { turma, alunoId: aluno.id };
}
