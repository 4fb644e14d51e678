import { FECHAMENTO_ANUAL_MENSAGENS as MSG } from '../../domain/schemas/fechamento-anual';
import type { Db } from '../db/client';
import type { Actor } from '../lib/actor';
import { notFound } from '../lib/errors';
import { type Alcance, type TurmaNoAlcance, carregarAlcance, turmaNoAlcance } from './alcance';

/*
 * Superseded by alcance.ts (carregarAlcance + turmaNoAlcance). Kept only for the Fechamento Anual
 * routes (routes/fechamentos-anuais/comum.ts re-exports these) until they move over; remove then.
 */

/** @deprecated TurmaNoAlcance (alcance.ts). */
export type TurmaDoFechamento = TurmaNoAlcance;

/** @deprecated carregarAlcance + turmaNoAlcance(db, a, turmaId, 'ler', { recusa }) (alcance.ts): the same two reads. */
export async function turmaDoFechamento(
  db: Db,
  actor: Actor,
  turmaId: string,
): Promise<{ a: Alcance; turma: TurmaDoFechamento }> {
  const a = await carregarAlcance(db, actor);
  return { a, turma: await turmaNoAlcance(db, a, turmaId, 'ler', { recusa: () => notFound(MSG.turmaNaoEncontrada) }) };
}

/** @deprecated disciplinasVisiveis from alcance.ts. */
export { disciplinasVisiveis } from './alcance';
