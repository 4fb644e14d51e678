import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Input is validated after the access check (`attachValidation: true` on the route, this first in
 * the handler), so a request without a session or grant gets 401/403 and never learns what the
 * body should look like. Only a body object's errors wait for the handler: a wrong path, query string
 * or a body that is no object is refused before it (server/plugins/entrada.ts).
 */
export function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}

/**
 * The 400 of a body's fields checked beyond its schema (against the database or the rules): every
 * field with its message, under the first one (or `mensagem`); nothing when `erros` is empty.
 */
export function recusarCampos(erros: Record<string, string>, mensagem?: string) {
  const primeira = Object.values(erros)[0];
  if (primeira !== undefined) throw badRequest(mensagem ?? primeira, erros);
}
