import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { actorOf } from '../plugins/access';
import { type Alcance, carregarAlcance } from '../policies/alcance';
import { forbidden, notFound } from './errors';
import { rejectInvalid } from './validacao';

/**
 * The grade or attendance record a PUT or DELETE by id changes, with the actor's reach. Input is
 * validated after the access check (attachValidation), so a request without a grant never learns
 * what the body should look like; out of reach → 404 (nothing leaks); readable but not writable
 * (an aluno's own row, a professor on another's subject) → 403.
 */
export async function registroParaEscrita<T extends { pode_escrever: boolean }>(
  db: Db,
  request: FastifyRequest,
  id: string,
  ler: (a: Alcance, id: string) => Promise<T | undefined>,
  naoEncontrado: string,
): Promise<{ a: Alcance; antes: T }> {
  rejectInvalid(request);
  const a = await carregarAlcance(db, actorOf(request));
  const antes = await ler(a, id);
  if (!antes) throw notFound(naoEncontrado);
  if (!antes.pode_escrever) throw forbidden();
  return { a, antes };
}
