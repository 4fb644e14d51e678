import type { FastifyRequest } from 'fastify';

/**
 * Input is validated after the access check (`attachValidation: true` on the route, this first in
 * the handler), so a request without a session or grant gets 401/403 and never learns what the
 * body should look like. Only a body object's errors wait for the handler: a wrong path, query string
 * or a body that is no object is refused before it (server/plugins/entrada.ts).
 */
export function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}
