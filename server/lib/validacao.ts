import type { FastifyRequest } from 'fastify';

/**
 * Input is validated after the access check (`attachValidation: true` on the route, this first in
 * the handler), so a request without a session or grant gets 401/403 and never learns what the
 * body should look like.
 */
export function rejectInvalid(request: FastifyRequest) {
  if (request.validationError) throw request.validationError;
}
