import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import { type Actor, can } from '../../lib/actor';
import type { TurmaDoFechamento } from '../../policies/turma-do-ano';

/**
 * Why the actor may not issue the boletins of a class already within its reach, or null when it
 * may: the aluno has its own (from its dashboard) and, of the professors, only the class's
 * responsável issues them. The boletim routes refuse with this message, and the class's report
 * shows the boletim buttons only when there is none.
 */
export function recusaDoBoletim(actor: Actor, turma: Pick<TurmaDoFechamento, 'professor_responsavel_id'>): string | null {
  if (actor.tipo_usuario === 'aluno') return MSG.alunoPeloPainel;
  if (actor.tipo_usuario === 'professor' && turma.professor_responsavel_id !== actor.id) return MSG.soResponsavel;
  return null;
}

/** The actor may download the class's boletins (one student's or all): it reads grades and is not refused. */
export const emiteBoletins = (actor: Actor, turma: Pick<TurmaDoFechamento, 'professor_responsavel_id'>) =>
  can(actor, 'notas', 'ler') && recusaDoBoletim(actor, turma) === null;
